import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from '../test/harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Portico</title><link rel="icon" href="/x.svg" /></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log(1)'));

const t = useTestApp({ WEB_DIST: dist });

describe('the web app', () => {
  it('serves index.html for any page route (history fallback) with a strict CSP', async () => {
    for (const url of ['/', '/login', '/select-course', '/no-such-page/deep']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self';");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("puts the host's company into the page, safely escaped, so the app needs no extra round trip", async () => {
    const co = await createCompany(t, {
      companyName: 'Acme </script><b>Prep</b>',
      faviconUrl: '/brand/acme.svg',
    });
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: co.host } });
    const block = res.body.match(
      /<script type="application\/json" id="portico-company">(.*?)<\/script>/,
    )?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block as string)).toMatchObject({
      companyCode: co.code,
      companyName: 'Acme </script><b>Prep</b>',
    });
    expect(res.body).toContain('<title>Acme &lt;/script&gt;&lt;b&gt;Prep&lt;/b&gt;</title>');
    expect(res.body).toContain('<link rel="icon" href="/brand/acme.svg" />');
  });

  it('serves the plain page on an unknown host (the app then shows the server message)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('portico-company');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the pre-compressed file to browsers that accept brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });
});

describe('the API envelope', () => {
  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const co = await createCompany(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { host: co.host } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' });
  });

  it('sends the same security headers on answers, refusals and unknown paths', async () => {
    const co = await createCompany(t);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: co.host } });
    for (const res of [await get('/api/getcompany'), await get('/api/session'), await get('/api/nothing')]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
      });
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      // Not over HTTPS here (SESSION_COOKIE_SECURE off): no HSTS, and no cross-origin isolation.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const co = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: co.host, 'content-type': 'application/json' },
      payload: '{"loginId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });

  it('names the field in a validation error', async () => {
    const co = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: co.host },
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('loginId');
  });

  it('publishes the OpenAPI document of every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/login', '/api/register', '/api/getcompany', '/api/walk-in/verify', '/api/menu']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
  });
});
