import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production build (decision 029), after `npm run build`: the compiled server and operator
 * commands run on plain `node`, with no TypeScript loader, from apps/api/dist. `npm test` runs this
 * in its build-checks step, after the build step.
 */
const api = path.resolve(import.meta.dirname, '..');
const root = path.resolve(api, '../..');
const dist = path.join(api, 'dist');
const webIndex = path.join(root, 'apps/web/dist/index.html');

/** Only what a production host sets: no NODE_OPTIONS (no --import tsx), nothing of the test run. */
const baseEnv = (): NodeJS.ProcessEnv => {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Runs `node <file> ...args` to its end: exit code and output. */
function runNode(file: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dist, file), ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the compiled API (apps/api/dist)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
  let port = 0;
  let server: ChildProcess | undefined;
  let exited: Promise<number | null> | undefined;
  let serverLog = '';
  /** A configuration NODE_ENV=production accepts, on PGlite in a data directory of its own. */
  let production: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    port = await freePort();
    production = {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STORAGE_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is built: the bundles and the migrations beside them, with no TypeScript left to load', () => {
    const missing = ['server.js', 'create-company.js', 'content-import.js', 'migrations/meta/_journal.json']
      .map((f) => path.join(dist, f))
      .filter((f) => !fs.existsSync(f));
    expect(missing, 'run `npm run build` first').toEqual([]);
    const bundle = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    // @portico/contract is bundled (it exports .ts source); npm packages are imported.
    expect(bundle).not.toMatch(/from\s+["']@portico\//);
    expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(bundle).toMatch(/from\s+["']fastify["']/);
  });

  it('refuses an unsafe production configuration, naming each variable, without a stack trace', async () => {
    const { code, stderr } = await runNode('server.js', [], {
      ...baseEnv(),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEV_TOOLS: 'true',
      PUBLIC_URL: 'https://portal.example',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}STORAGE_SECRET: required with NODE_ENV=production/),
      expect.stringMatching(/^ {2}DEV_TOOLS: must not be true with NODE_ENV=production/),
      expect.stringMatching(/^ {2}SESSION_COOKIE_SECURE: must be true when PUBLIC_URL is https:\/\//),
    ]);
  });

  it('runs the compiled operator commands: a new company, and the content import', async () => {
    // The first start on a new data directory: it migrates, as the server would.
    const created = await runNode(
      'create-company.js',
      [
        ...['--code', 'distco', '--name', 'Dist Company', '--host', '127.0.0.1'],
        ...['--admin-email', 'owner@dist.test', '--admin-name', 'Dist Owner'],
      ],
      production,
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created distco (Dist Company) at 127.0.0.1.');
    // The import loads (every module it imports resolves) and checks its files before it opens the
    // database; a real import is content-import.test.ts's, and costs a database start here.
    const imported = await runNode(
      'content-import.js',
      ['no-such-folder', '--company', 'distco'],
      production,
    );
    expect(imported.code).toBe(1);
    expect(imported.stderr).toContain('no such file or folder');
  });

  it('serves with plain node: ready, the company, the app and the demo media, and stops on SIGTERM', async () => {
    // No --import tsx, no NODE_OPTIONS: the process can load nothing but JavaScript.
    server = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'server.js')], {
      cwd: root,
      env: production,
    });
    server.stdout?.on('data', (d) => {
      serverLog += d;
    });
    server.stderr?.on('data', (d) => {
      serverLog += d;
    });
    const child = server;
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200 && child.exitCode === null; i++) {
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready, serverLog).toBe(200);

    const company = await fetch(`${base}/api/getcompany`);
    expect(company.status).toBe(200);
    expect(await company.json()).toMatchObject({ success: true, data: { companyName: 'Dist Company' } });

    // The web app and the demo content are found from dist/ as from src/ (config.ts REPO_ROOT).
    if (fs.existsSync(webIndex)) {
      const login = await fetch(`${base}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<div id="root"');
    }
    const media = await fetch(`${base}/demo-media/lessons/grammar.svg`);
    expect(media.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited, serverLog).toBe(0);
  });
});
