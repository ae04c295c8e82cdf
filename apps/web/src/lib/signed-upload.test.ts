import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadToSignedUrl } from './signed-upload';

afterEach(() => vi.unstubAllGlobals());

const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
const address = {
  signedUrl: 'https://storage.example/put?sig=1',
  publicUrl: 'https://cdn.example/report.pdf',
};
const fail = {
  signing: (error: unknown) => new Error(error ? `signing: ${(error as Error).message}` : 'signing: none'),
  network: () => new Error('network'),
  refused: (response: Response) => new Error(`refused ${response.status}`),
};

describe('uploadToSignedUrl', () => {
  it('PUTs the bytes to the signed address without the session and resolves to the public address', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadToSignedUrl(file, async () => address, fail)).resolves.toBe(address.publicUrl);
    expect(fetchMock).toHaveBeenCalledWith(address.signedUrl, {
      method: 'PUT',
      body: file,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/pdf' },
    });
  });

  it('names each failing step with the error the caller gives for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 403 })),
    );
    const refusedSign = () => Promise.reject(new Error('too large'));
    await expect(uploadToSignedUrl(file, refusedSign, fail)).rejects.toThrow('signing: too large');
    await expect(uploadToSignedUrl(file, async () => undefined, fail)).rejects.toThrow('signing: none');
    await expect(uploadToSignedUrl(file, async () => address, fail)).rejects.toThrow('refused 403');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(uploadToSignedUrl(file, async () => address, fail)).rejects.toThrow('network');
  });
});
