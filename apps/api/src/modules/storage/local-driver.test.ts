import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import { client, createCompany, createStudent, login, TestClock, useTestApp } from '../../../test/harness';
import { LocalDriver } from './local.driver';
import { StorageMessages } from './storage.service';
import { storageSecret, UrlSigner } from './url-signer';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-storage-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('UrlSigner', () => {
  const clock = new TestClock();
  const signer = new UrlSigner(Buffer.from('k'.repeat(32)), clock);

  it('verifies its own tokens until they expire, 15 minutes on', () => {
    const token = signer.sign({ key: 'co/cv/a.pdf', op: 'put', max: 10, ct: 'application/pdf' });
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(signer.verify(token, 'put')).toEqual({
      ok: true,
      payload: { key: 'co/cv/a.pdf', op: 'put', max: 10, ct: 'application/pdf', exp: now + 900 },
    });
    clock.advance(899);
    expect(signer.verify(token, 'put').ok).toBe(true);
    clock.advance(1);
    expect(signer.verify(token, 'put')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token for another operation', () => {
    expect(signer.verify(signer.sign({ key: 'co/x', op: 'get' }), 'put')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token signed with another secret, even a well-formed one', () => {
    const other = new UrlSigner(Buffer.from('z'.repeat(32)), clock);
    expect(signer.verify(other.sign({ key: 'co/x', op: 'put' }), 'put')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a payload changed under its signature', () => {
    const token = signer.sign({ key: 'co/x', op: 'put', max: 10 });
    const [, sig] = token.split('.');
    const bigger = Buffer.from(JSON.stringify({ key: 'co/x', op: 'put', max: 1e9, exp: 9e9 })).toString(
      'base64url',
    );
    expect(signer.verify(`${bigger}.${sig}`, 'put').ok).toBe(false);
  });

  it.each(['', '.', 'a.b.c', 'abc', '%%%.%%%', `${'A'.repeat(10)}.${'A'.repeat(43)}`])(
    'refuses the garbage token %j',
    (token) => {
      expect(signer.verify(token, 'put')).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses a correctly signed body that is not a valid payload', () => {
    const raw = new UrlSigner(Buffer.from('k'.repeat(32)), clock) as unknown as { mac(b: string): Buffer };
    for (const body of ['not json', JSON.stringify({ key: 'x' }), JSON.stringify([1, 2])]) {
      const b = Buffer.from(body).toString('base64url');
      expect(signer.verify(`${b}.${raw.mac(b).toString('base64url')}`, 'put').ok).toBe(false);
    }
  });
});

describe('storageSecret', () => {
  it('uses STORAGE_SECRET when set', () => {
    expect(storageSecret('s'.repeat(40), path.join(tmp, 'unused')).toString()).toBe('s'.repeat(40));
    expect(fs.existsSync(path.join(tmp, 'unused'))).toBe(false);
  });

  it('otherwise creates DATA_DIR/storage-secret once and keeps it', () => {
    const dir = path.join(tmp, 'data');
    const first = storageSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(storageSecret(undefined, dir).equals(first)).toBe(true);
    const stat = fs.statSync(path.join(dir, 'storage-secret'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['storage-secret']);
  });
});

describe('LocalDriver', () => {
  const clock = new TestClock();
  const driver = new LocalDriver(
    path.join(tmp, 'uploads'),
    new UrlSigner(Buffer.from('k'.repeat(32)), clock),
  );

  it('puts, reads, measures and deletes files under its root', async () => {
    const key = 'co-1/score-document/a.pdf';
    await driver.put(key, files.pdf);
    expect(fs.readFileSync(path.join(tmp, 'uploads', key)).equals(files.pdf)).toBe(true);
    expect(await driver.stat(key)).toEqual({ size: files.pdf.length });
    const got = await driver.get(key);
    expect(got?.size).toBe(files.pdf.length);
    expect(await text(got!.body)).toBe(files.pdf.toString());
    await driver.delete(key);
    expect(await driver.get(key)).toBeUndefined();
    expect(await driver.stat(key)).toBeUndefined();
    await driver.delete(key);
  });

  it('leaves no partial files behind', async () => {
    await driver.put('co-1/cv/b.pdf', files.pdf);
    expect(fs.readdirSync(path.join(tmp, 'uploads/co-1/cv'))).toEqual(['b.pdf']);
  });

  it('never leaves its root', async () => {
    await expect(driver.put('../../escape.txt', files.pdf)).rejects.toThrow(/outside the root/);
    await expect(driver.get('../uploads-other/x')).rejects.toThrow(/outside the root/);
  });

  it('signs API addresses', async () => {
    expect(await driver.presignPut('co-1/cv/c.pdf', 'application/pdf', 100)).toMatch(
      /^\/api\/files\/upload\/[\w-]+\.[\w-]{43}$/,
    );
    expect(await driver.presignGet('co-1/cv/c.pdf')).toMatch(/^\/api\/files\/[\w-]+\.[\w-]{43}$/);
  });
});

describe('GET /api/files/<token>', () => {
  const secret = randomBytes(24).toString('hex');
  const t = useTestApp({ STORAGE_SECRET: secret });
  const signer = () => new UrlSigner(Buffer.from(secret), t.clock);

  /** A stored score document of a new company's student; answers its storage key. */
  async function stored() {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { c } = await login(t, co.host, s.email, s.password);
    const { signedUrl, publicUrl } = (
      await c.post('/api/document-upload', { fileName: 'trf.pdf', contentType: 'application/pdf' })
    ).json().data;
    const token = (signedUrl as string).split('/').pop() ?? '';
    // Signed with the configured STORAGE_SECRET: the test's own signer reads it.
    const verified = signer().verify(token, 'put');
    if (!verified.ok) throw new Error('upload link not signed with STORAGE_SECRET');
    const put = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { host: co.host },
      payload: files.pdf,
    });
    expect(put.statusCode).toBe(200);
    return { co, key: verified.payload.key, publicUrl: publicUrl as string };
  }

  it('serves a file to anyone holding the link, without a session, until it expires', async () => {
    const { co, key } = await stored();
    const url = `/api/files/${signer().sign({ key, op: 'get', ct: 'application/pdf' })}`;
    const res = await client(t, co.host).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(files.pdf)).toBe(true);
    t.clock.advance(15 * 60 + 1);
    const late = await client(t, co.host).get(url);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      success: false,
      message: StorageMessages.readExpired,
      errorCode: 'FORBIDDEN',
    });
  });

  it("refuses a tampered link, an upload link and a link on another company's host", async () => {
    const { co, key } = await stored();
    const token = signer().sign({ key, op: 'get' });
    const invalid = { success: false, message: StorageMessages.readInvalid, errorCode: 'FORBIDDEN' };
    const tampered = await client(t, co.host).get(
      `/api/files/${token.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))}`,
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual(invalid);
    const upload = await client(t, co.host).get(`/api/files/${signer().sign({ key, op: 'put' })}`);
    expect(upload.json()).toEqual(invalid);
    const other = await createCompany(t);
    const foreign = await client(t, other.host).get(`/api/files/${token}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(invalid);
  });

  it('answers 404 for a link to nothing', async () => {
    const co = await createCompany(t);
    const url = `/api/files/${signer().sign({ key: `${co.code}/other/none.pdf`, op: 'get' })}`;
    expect((await client(t, co.host).get(url)).statusCode).toBe(404);
  });

  it('refuses an upload link signed with another secret', async () => {
    const co = await createCompany(t);
    const forged = new UrlSigner(Buffer.from('f'.repeat(48)), t.clock).sign({
      key: `${co.code}/other/x.pdf`,
      op: 'put',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/files/upload/${forged}`,
      headers: { host: co.host },
      payload: files.pdf,
    });
    expect(res.statusCode).toBe(403);
  });
});
