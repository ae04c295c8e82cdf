import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/text';
import { toCompany } from '../modules/tenancy/tenancy.service';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * Serves the built SPA with history fallback: unknown paths get index.html (the SPA shows 404).
 * The page is completed per request with what the browser would otherwise ask for one round trip
 * later: the company's settings (a JSON data block, which the CSP allows because it never runs)
 * and modulepreload links for the requested page's chunks.
 */
export async function registerSpa(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br and .gz beside each asset at build time.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (path.basename(filePath) === 'sw.js') {
        // The browser asks for the service worker's script at each visit: a new version is found at once.
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  const template = fs.readFileSync(index, 'utf8');
  const preloads = routePreloads(readManifest(dist));

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' });
    }
    const html = await renderIndex(app, req, template, preloads);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .send(html);
  });
}

async function renderIndex(
  app: FastifyInstance,
  req: FastifyRequest,
  template: string,
  preloads: Map<string, PagePreloads>,
) {
  const segment = req.url.split(/[?#]/)[0]?.split('/')[1] || 'login';
  const page = preloads.get(pageOfSegment(segment));
  // After the entry's stylesheet (index.html links it), as the app would add them: the page's
  // styles follow Mantine's in the cascade.
  const links = [
    ...(page?.scripts ?? []).map((f) => `<link rel="modulepreload" href="/${f}" />`),
    ...(page?.styles ?? []).map((f) => `<link rel="stylesheet" href="/${f}" />`),
  ].join('');
  let head = links;
  let html = template;
  try {
    const company = toCompany(await app.tenancy.resolve(req.hostname));
    head += `<script type="application/json" id="portico-company">${jsonForHtml(company)}</script>`;
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(company.companyName)}</title>`);
    // The wait state shows the company's logo while the app starts (spec 1 §1 wait state).
    if (company.logoURL) {
      html = html.replace(
        '<div class="boot" role="status">',
        `<div class="boot" role="status"><img fetchpriority="high" src="${escapeHtml(company.logoURL)}" alt="${escapeHtml(company.companyName)}" />`,
      );
    }
    if (company.faviconURL) {
      html = html.replace(
        /<link rel="icon"[^>]*>/,
        `<link rel="icon" href="${escapeHtml(company.faviconURL)}" />`,
      );
    }
  } catch {
    // An unknown host: the SPA asks getcompany itself and shows the server's message.
  }
  return html.replace('</head>', `${head}</head>`);
}

/** JSON that cannot close its script element or start markup. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** First path segment → the lazy page chunk `<segment>-page` and its static imports ('' is the login page). */
/** Addresses whose page module is named otherwise (apps/web/src/app/student-routes.ts). */
const PAGE_OF_SEGMENT = new Map<string, string>([
  ['about-us', 'about'],
  ['project', 'projects'],
  ['mocktest', 'mock-tests'],
  ['test-your-english', 'level-check'],
  ['liveclasses', 'batches'],
  ['ielts-progressreport', 'progress-report'],
  ['mockreport', 'mock-reports'],
  ['viewreport', 'mock-reports'],
  ['scorecard', 'mock-reports'],
]);

/** The page module (`<name>-page.tsx`) an address's first segment opens: /sat-mockreport/… → mock-report. */
export const pageOfSegment = (segment: string) =>
  PAGE_OF_SEGMENT.get(segment) ?? (/^[a-z]+-mockreport$/.test(segment) ? 'mock-report' : segment);

/** What the HTML links for a page: its scripts (modulepreload) and its stylesheets. */
export type PagePreloads = { scripts: string[]; styles: string[] };

/**
 * Route tables loaded on the first visit to one of their pages (apps/web/src/app/lazy-routes.ts),
 * with the shell their pages open in: a page of the table needs both before it can show.
 */
const ROUTE_TABLES = [
  { table: 'src/app/student-routes.ts', shell: 'src/app/layout/app-layout.tsx' },
  { table: 'src/app/console-routes.ts', shell: 'src/features/console/components/console-shell.tsx' },
];

/**
 * Page name (`<name>-page.tsx`) → the chunks and stylesheets its first showing waits for: the page's
 * static closure, and for a page of a lazy route table the table and the shell with theirs. What
 * index.html already links (the entry's closure and stylesheet) is left out. Without the links the
 * browser would ask for each one round trip after the script that imports it has run.
 */
export function routePreloads(manifest: Manifest): Map<string, PagePreloads> {
  const closure = (keys: string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (k: string) => {
      const c = manifest[k];
      if (!c || scripts.has(c.file)) return;
      scripts.add(c.file);
      for (const css of c.css ?? []) styles.add(css);
      for (const i of c.imports ?? []) visit(i);
    };
    for (const k of keys) visit(k);
    return { scripts, styles };
  };
  const keyOf = (src: string) => Object.entries(manifest).find(([key, c]) => (c.src ?? key) === src)?.[0];
  const entryKey = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  const linked = closure(entryKey ? [entryKey] : []);
  const map = new Map<string, PagePreloads>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = chunk.isDynamicEntry
      ? (chunk.src ?? key).match(/features\/[^/]+\/pages\/([a-z0-9-]+)-page\.tsx$/)
      : null;
    if (!m?.[1]) continue;
    const keys = [key];
    for (const { table, shell } of ROUTE_TABLES) {
      const tableKey = keyOf(table);
      if (!tableKey || !manifest[tableKey]?.dynamicImports?.includes(key)) continue;
      keys.push(tableKey, ...[keyOf(shell)].filter((k): k is string => Boolean(k)));
    }
    const { scripts, styles } = closure(keys);
    map.set(m[1], {
      scripts: [...scripts].filter((f) => !linked.scripts.has(f)),
      styles: [...styles].filter((f) => !linked.styles.has(f)),
    });
  }
  return map;
}
