import type { Company } from '@portico/contract/tenancy';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/text';
import { toCompany } from '../modules/tenancy/tenancy.service';

/** A colour the manifest and the icon may carry as it is; anything else becomes Portico's blue. */
const colour = (value: string | undefined) =>
  value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : '#1c64f2';

/** The company's initials (at most two letters) for its icon. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const letters = (words.length > 1 ? [words[0], words[1]] : [words[0] ?? 'P']).map((w) =>
    (w ?? '').slice(0, words.length > 1 ? 1 : 2),
  );
  return letters.join('').toUpperCase() || 'P';
}

/**
 * The installed app's manifest (issue 46, decision 073): each company installs as its own brand
 * (its name, short name, colour and icon) from its own host; the app opens at the portal's start,
 * which takes a signed-in student to their dashboard.
 */
export function webAppManifest(company: Company) {
  const theme = colour(company.theme.primaryColor);
  return {
    id: '/',
    name: company.companyName,
    short_name: (company.shortName || company.companyName).slice(0, 30),
    description: `${company.companyName}: lessons, practice and mock tests, reports and live classes.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme,
    icons: [
      { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/app-icon.svg?maskable', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

/**
 * The company's app icon: its initials on its colour. A maskable icon fills the square, its letters
 * inside the safe circle (80 % of the width) that every platform's mask keeps.
 */
export function appIcon(company: Company, maskable: boolean): string {
  const theme = colour(company.theme.primaryColor);
  const text = escapeHtml(initials(company.shortName || company.companyName));
  const size = text.length > 1 ? 200 : 260;
  const shape = maskable
    ? `<rect width="512" height="512" fill="${theme}"/>`
    : `<rect width="512" height="512" rx="112" fill="${theme}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${shape}<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${text}</text></svg>`;
}

/** /manifest.webmanifest and /app-icon.svg on each company's host; an unknown host gets the app's own 404. */
export function registerWebAppRoutes(app: FastifyInstance) {
  const company = async (host: string) => toCompany(await app.tenancy.resolve(host));
  app.get('/manifest.webmanifest', { config: { public: true, skipTenant: true } }, async (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .send(JSON.stringify(webAppManifest(await company(req.hostname)))),
  );
  app.get('/app-icon.svg', { config: { public: true, skipTenant: true } }, async (req, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Vary', 'Host')
      .send(appIcon(await company(req.hostname), 'maskable' in (req.query as object))),
  );
}
