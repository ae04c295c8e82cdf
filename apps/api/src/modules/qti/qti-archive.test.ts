import { QtiMessages } from '@portico/contract/qti';
import { deflateSync, strToU8, UnzipInflate, type Zippable, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { expectProblem } from '../../../test/qti/expect-problem';
import { readPackage, resolveHref, safePath, utf8 } from './qti-archive';

const MB = 1024 * 1024;

/** Bytes that look like an image: every value, so nothing about them is text. */
function pngLike(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
}

interface EntryAt {
  local: number;
  central: number;
}

/** The local header and central record of every entry of a zip with no comment. */
function entriesOf(zip: Uint8Array): EntryAt[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  let central = view.getUint32(end + 16, true);
  const entries: EntryAt[] = [];
  for (let index = 0; index < view.getUint16(end + 10, true); index++) {
    entries.push({ local: view.getUint32(central + 42, true), central });
    const variable = view.getUint16(central + 28, true) + view.getUint16(central + 30, true);
    central += 46 + variable + view.getUint16(central + 32, true);
  }
  return entries;
}

/** A copy of `zip` with both headers of the entries `which` picks rewritten by `edit`. */
function patched(
  zip: Uint8Array,
  edit: (view: DataView, entry: EntryAt) => void,
  which: (index: number) => boolean = () => true,
): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  entriesOf(copy).forEach((entry, index) => {
    if (which(index)) edit(view, entry);
  });
  return copy;
}

/** The sizes a bomb declares: small enough that only counting the real bytes can stop it. */
const declaring = (size: number) => (view: DataView, entry: EntryAt) => {
  view.setUint32(entry.local + 22, size, true);
  view.setUint32(entry.central + 24, size, true);
};

const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
// 60 MB of zeros deflates to about 60 KB; 4 x 30 MB to about 120 KB.
const zeros = once(() => new Uint8Array(60 * MB));
const bomb = once(() => zipSync({ 'items/bomb.xml': zeros() }, { level: 9 }));
const manyBomb = once(() => {
  const thirty = zeros().subarray(0, 30 * MB);
  return zipSync({ 'a.bin': thirty, 'b.bin': thirty, 'c.bin': thirty, 'd.bin': thirty }, { level: 9 });
});

const manifest = strToU8('<manifest identifier="m1"/>');
const item = strToU8('<qti-assessment-item identifier="a"/>');
const png = pngLike(5000);

describe('readPackage', () => {
  it('reads a normal package back byte for byte, leaving out directories and macOS files', () => {
    const zip = zipSync({
      'imsmanifest.xml': manifest,
      'items/a.xml': item,
      'images/x.png': [png, { level: 0 }],
      'empty/': new Uint8Array(0),
      '__MACOSX/items/._a.xml': strToU8('resource fork'),
      'items/.DS_Store': strToU8('finder'),
      './items//b.xml': item,
    });
    const files = readPackage(zip);
    expect([...files.keys()]).toEqual(['imsmanifest.xml', 'items/a.xml', 'images/x.png', 'items/b.xml']);
    expect(files.get('imsmanifest.xml')).toEqual(manifest);
    expect(files.get('items/a.xml')).toEqual(item);
    expect(files.get('images/x.png')).toEqual(png);
    expect(files.get('items/b.xml')).toEqual(item);
  });

  it('runs the inflater synchronously, so readPackage needs no callbacks or promises', () => {
    const text = strToU8('<p>hello</p>'.repeat(1000));
    const inflater = new UnzipInflate();
    const received: Uint8Array[] = [];
    inflater.ondata = (error, data) => {
      if (error) throw error;
      received.push(data);
    };
    inflater.push(deflateSync(text), true);
    expect(Buffer.concat(received)).toEqual(Buffer.from(text));
  });

  it('reads sizes and offsets from a zip64 extra field', () => {
    const zip64 = new Uint8Array(24);
    const fields = new DataView(zip64.buffer);
    fields.setBigUint64(0, BigInt(item.length), true);
    const plain = zipSync({ 'items/a.xml': [item, { level: 0, extra: { 1: zip64 } }] });
    const zip = patched(plain, (view, entry) => {
      fields.setBigUint64(8, BigInt(view.getUint32(entry.central + 20, true)), true);
      fields.setBigUint64(16, BigInt(view.getUint32(entry.central + 42, true)), true);
      const extraAt = entry.central + 46 + view.getUint16(entry.central + 28, true) + 4;
      new Uint8Array(view.buffer).set(zip64, extraAt);
      for (const at of [20, 24, 42]) view.setUint32(entry.central + at, 0xffffffff, true);
    });
    expect(readPackage(zip).get('items/a.xml')).toEqual(item);
  });

  it('refuses a package larger than packageBytes before reading it', () => {
    const zip = zipSync({ 'imsmanifest.xml': manifest });
    expectProblem(() => readPackage(zip, { packageBytes: zip.length - 1 }), QtiMessages.packageTooLarge);
  });

  it('refuses a file whose declared size passes fileBytes before unpacking anything', () => {
    const limits = { fileBytes: 10 * MB };
    expectProblem(() => readPackage(bomb(), limits), QtiMessages.fileTooLarge('items/bomb.xml'));
  });

  it('stops a zip bomb that lies about its size as soon as its real bytes pass fileBytes', () => {
    const lying = patched(bomb(), declaring(1000));
    const push = vi.spyOn(UnzipInflate.prototype, 'push');
    try {
      expectProblem(
        () => readPackage(lying, { fileBytes: 10 * MB }),
        QtiMessages.fileTooLarge('items/bomb.xml'),
      );
      // Only the first few KB of its ~60 KB of deflate data were ever inflated.
      const inflated = push.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0);
      expect(inflated).toBeLessThan(bomb().length / 4);
    } finally {
      push.mockRestore();
    }
  });

  it('refuses several 30 MB files that together pass totalBytes, declared or counted', () => {
    const limits = { fileBytes: 40 * MB };
    expectProblem(() => readPackage(manyBomb(), limits), QtiMessages.totalTooLarge);
    // Three honest files and one that declares 1000 bytes: only the running count sees the total.
    const lying = patched(manyBomb(), declaring(1000), (index) => index === 3);
    expectProblem(() => readPackage(lying, limits), QtiMessages.totalTooLarge);
  });

  it.each(['../evil.xml', '/etc/passwd', 'C:\\x.xml', 'a\\..\\..\\b', 'items/../../x'])(
    'refuses the entry name %j as unsafe',
    (name) => {
      const zip = zipSync({ 'imsmanifest.xml': manifest, [name]: item });
      expectProblem(() => readPackage(zip), QtiMessages.unsafePath(name));
    },
  );

  it('refuses a name that is in the package twice, as written or once normalised', () => {
    const twice = patched(
      zipSync({ 'a.xml': item, 'b.xml': item }),
      (view, entry) => {
        view.setUint8(entry.local + 30, 'a'.charCodeAt(0));
        view.setUint8(entry.central + 46, 'a'.charCodeAt(0));
      },
      (index) => index === 1,
    );
    expectProblem(() => readPackage(twice), QtiMessages.duplicatePath('a.xml'));
    const normalised = zipSync({ 'items/a.xml': item, './items//a.xml': item });
    expectProblem(() => readPackage(normalised), QtiMessages.duplicatePath('items/a.xml'));
  });

  it('refuses more than limits.files files, not counting directories and macOS files', () => {
    const three = { 'a.xml': item, 'b.xml': item, 'c.xml': item, 'd/': new Uint8Array(0) };
    const junk = { '__MACOSX/._a.xml': item, '.DS_Store': item };
    expect(readPackage(zipSync({ ...three, ...junk }), { files: 3 }).size).toBe(3);
    const four: Zippable = { ...three, 'e.xml': item };
    expectProblem(() => readPackage(zipSync(four), { files: 3 }), QtiMessages.tooManyFiles);
  });

  it('refuses an encrypted entry', () => {
    const zip = patched(zipSync({ 'items/a.xml': item }), (view, entry) => {
      view.setUint16(entry.local + 6, view.getUint16(entry.local + 6, true) | 1, true);
      view.setUint16(entry.central + 8, view.getUint16(entry.central + 8, true) | 1, true);
    });
    expectProblem(() => readPackage(zip), QtiMessages.encrypted('items/a.xml'));
  });

  it('refuses a compression method other than stored and deflate', () => {
    const bzip2 = 12;
    const zip = patched(zipSync({ 'items/a.xml': item }), (view, entry) => {
      view.setUint16(entry.local + 8, bzip2, true);
      view.setUint16(entry.central + 10, bzip2, true);
    });
    expectProblem(() => readPackage(zip), QtiMessages.unsupportedCompression('items/a.xml'));
  });

  it.each([
    ['random bytes', pngLike(2000)],
    ['an empty file', new Uint8Array(0)],
    ['a PDF', strToU8('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')],
    ['a zip signature and nothing else', strToU8('PK\x03\x04 and then some text, no directory')],
  ])('refuses %s as not a zip', (_, bytes) => {
    expectProblem(() => readPackage(bytes), QtiMessages.notZip);
  });

  it('refuses a truncated zip, a damaged deflate stream and a size that does not match as not a zip', () => {
    const zip = zipSync({ 'imsmanifest.xml': manifest, 'items/a.xml': strToU8('<p>text</p>'.repeat(500)) });
    expectProblem(() => readPackage(zip.subarray(0, zip.length - 10)), QtiMessages.notZip);
    expectProblem(() => readPackage(zip.subarray(0, Math.floor(zip.length / 2))), QtiMessages.notZip);
    const damaged = patched(
      zip,
      (view, entry) => {
        const data = entry.local + 30 + view.getUint16(entry.local + 26, true);
        for (let at = data; at < data + 8; at++) view.setUint8(at, 0xff);
      },
      (index) => index === 1,
    );
    expectProblem(() => readPackage(damaged), QtiMessages.notZip);
    const understated = patched(zip, declaring(10), (index) => index === 1);
    expectProblem(() => readPackage(understated), QtiMessages.notZip);
  });
});

describe('safePath', () => {
  it('normalises a path inside the package', () => {
    expect(safePath('./a//b.xml')).toBe('a/b.xml');
    expect(safePath('items/q1.xml')).toBe('items/q1.xml');
    expect(safePath('images/')).toBe('images');
  });

  it.each(['', '.', './', '../a.xml', 'a/../b.xml', '/a.xml', 'c:/a.xml', 'a\\b.xml', 'a\0.xml'])(
    'refuses %j',
    (name) => {
      expectProblem(() => safePath(name), QtiMessages.unsafePath(name));
    },
  );
});

describe('resolveHref', () => {
  it('resolves a reference against the file it is read from', () => {
    expect(resolveHref('items/q.xml', '../images/a.png')).toBe('images/a.png');
    expect(resolveHref('items/q.xml', 'a.png')).toBe('items/a.png');
    expect(resolveHref('items/q.xml', './sub//a.png')).toBe('items/sub/a.png');
    expect(resolveHref('imsmanifest.xml', 'items/q.xml')).toBe('items/q.xml');
  });

  it('percent-decodes, and takes a stray percent sign literally', () => {
    expect(resolveHref('items/q.xml', 'img%20one.png')).toBe('items/img one.png');
    expect(resolveHref('items/q.xml', '100%.png')).toBe('items/100%.png');
  });

  it('drops queries and fragments; a bare fragment names the file itself', () => {
    expect(resolveHref('items/q.xml', 'a.png?v=2#top')).toBe('items/a.png');
    expect(resolveHref('items/q.xml', '#frag')).toBe('items/q.xml');
    expect(resolveHref('items/q.xml', '?v=2')).toBe('items/q.xml');
  });

  it('returns null for a URL outside the package', () => {
    expect(resolveHref('items/q.xml', 'https://x/y.png')).toBeNull();
    expect(resolveHref('items/q.xml', 'HTTP://x/y.png')).toBeNull();
    expect(resolveHref('items/q.xml', '//cdn.example/y.png')).toBeNull();
    expect(resolveHref('items/q.xml', 'data:image/png;base64,AAAA')).toBeNull();
  });

  it.each([
    '../../x',
    '%2e%2e/%2e%2e/x',
    '/etc/passwd',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'C:/x.png',
    '..\\x.png',
    'a%5C..%5Cx.png',
  ])('refuses %j as climbing out of the package', (href) => {
    expectProblem(() => resolveHref('items/q.xml', href), QtiMessages.unsafePath(href));
  });
});

describe('utf8', () => {
  it('decodes UTF-8 and drops a byte order mark', () => {
    expect(utf8(strToU8('café ∑'), 'a.xml')).toBe('café ∑');
    expect(utf8(Uint8Array.of(0xef, 0xbb, 0xbf, 0x3c, 0x78, 0x2f, 0x3e), 'a.xml')).toBe('<x/>');
  });

  it('refuses bytes that are not UTF-8', () => {
    expectProblem(
      () => utf8(Uint8Array.of(0x3c, 0xff, 0xfe, 0x3e), 'items/a.xml'),
      QtiMessages.notUtf8('items/a.xml'),
    );
    expectProblem(() => utf8(Uint8Array.of(0xc3), 'items/a.xml'), QtiMessages.notUtf8('items/a.xml'));
  });
});
