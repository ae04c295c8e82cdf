import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `.ci/run` with stand-ins for the machine's tools on PATH: `pg_isready` answers as told,
 * `pg_ctlcluster` cannot start a server, and `npm` only writes down how it was called, so nothing is
 * installed or run for real.
 */
function ciRun({ postgresUp }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-ci-run-'));
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'calls.log');
  fs.mkdirSync(bin);
  const stub = (name, body) =>
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  stub('pg_isready', `exit ${postgresUp ? 0 : 2}`);
  stub('pg_ctlcluster', `echo "pg_ctlcluster $*" >> "${log}"; exit 1`);
  stub('npm', `echo "npm $* TEST_DATABASE_URL=\${TEST_DATABASE_URL:-}" >> "${log}"`);
  stub('chromium', 'exit 0');
  stub('apt-get', `echo "apt-get $*" >> "${log}"; exit 1`);
  const r = spawnSync('bash', [path.join(root, '.ci/run')], {
    cwd: root,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, TEST_DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, calls };
}

describe('.ci/run', () => {
  it('fails, running no test, when PostgreSQL is unreachable and cannot be started', () => {
    const r = ciRun({ postgresUp: false });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PostgreSQL is not reachable');
    expect(r.calls.some((c) => c.startsWith('pg_ctlcluster'))).toBe(true);
    expect(r.calls.filter((c) => c.startsWith('npm'))).toEqual([]);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });

  it('runs the tests with the PostgreSQL runs on when the server answers', () => {
    const r = ciRun({ postgresUp: true });
    expect(r.status, r.stderr).toBe(0);
    expect(r.calls).toEqual([
      'npm ci --no-audit --no-fund TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
      'npm test TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
    ]);
  });
});
