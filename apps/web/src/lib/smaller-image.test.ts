// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { smallerImage } from './smaller-image';

afterEach(() => vi.unstubAllGlobals());

const image = (width: number, height: number) => {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => undefined }));
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const webp = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/webp' });

describe('smallerImage', () => {
  it('scales a large PNG logo to its largest side and sends it as WebP', async () => {
    image(2400, 600);
    const encode = vi.fn(async () => webp(40_000));
    const sent = await smallerImage(file('acme logo.png', 'image/png', 900_000), 640, encode);
    expect(encode).toHaveBeenCalledWith(expect.anything(), 640, 160);
    expect(sent.name).toBe('acme logo.webp');
    expect(sent.type).toBe('image/webp');
    expect(sent.size).toBe(40_000);
  });

  it('keeps a small image whose WebP is no smaller', async () => {
    image(200, 50);
    const original = file('icon.jpg', 'image/jpeg', 3_000);
    const encode = vi.fn(async () => webp(3_500));
    expect(await smallerImage(original, 256, encode)).toBe(original);
    expect(encode).toHaveBeenCalledWith(expect.anything(), 200, 50);
  });

  it('sends a small image as WebP when that is smaller', async () => {
    image(200, 50);
    const sent = await smallerImage(file('icon.png', 'image/png', 30_000), 256, async () => webp(4_000));
    expect(sent.type).toBe('image/webp');
  });

  it('keeps a GIF (it may move), and what the browser cannot read or encode as WebP', async () => {
    const encode = vi.fn(async () => webp(10));
    const gif = file('spinner.gif', 'image/gif', 50_000);
    expect(await smallerImage(gif, 256, encode)).toBe(gif);
    expect(encode).not.toHaveBeenCalled();

    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const broken = file('broken.png', 'image/png', 5_000);
    expect(await smallerImage(broken, 256, encode)).toBe(broken);

    image(4000, 4000);
    const png = file('photo.png', 'image/png', 800_000);
    // A browser without a WebP encoder answers with a PNG.
    const noWebp = async () => new Blob([new Uint8Array(10)], { type: 'image/png' });
    expect(await smallerImage(png, 256, noWebp)).toBe(png);
    expect(await smallerImage(png, 256, async () => null)).toBe(png);
  });
});
