/** Small files of every kind the storage module meets, built from their real signatures. */

const pad = (head: number[] | Buffer, size = 64) => {
  const h = Buffer.from(head);
  return Buffer.concat([h, Buffer.alloc(Math.max(0, size - h.length), 0x20)]);
};

/** A valid 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid 1×1 GIF. */
export const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const jpeg = pad([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0')], 128);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const html = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const ole = pad([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 512);
export const webm = pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
export const ogg = pad(Buffer.from('OggS\0\x02'));
export const mp4 = pad([0x00, 0x00, 0x00, 0x20, ...Buffer.from('ftypisom')]);
export const mp3 = pad(Buffer.from('ID3\x04\0\0'));
export const mp3Frame = pad([0xff, 0xfb, 0x90, 0x64]);
export const wav = pad([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WAVEfmt ')]);

/** A stored (uncompressed) zip with the given entries, as Office writes them. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const n = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    locals.push(local, n, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const contentTypes = '<?xml version="1.0"?><Types/>';
export const docx = zip({
  '[Content_Types].xml': contentTypes,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
export const xlsx = zip({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' });
export const plainZip = zip({ 'notes.txt': 'word/ xl/ are only text here' });

/** `size` bytes that start like a PNG. */
export const pngOfSize = (size: number) => {
  const b = Buffer.alloc(size, 0);
  png.copy(b, 0, 0, Math.min(png.length, size));
  return b;
};
