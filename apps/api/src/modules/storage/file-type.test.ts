import { describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import {
  detectFileType,
  type FileKind,
  kindsOfExtensions,
  matchesDeclaredType,
  servedContentType,
} from './file-type';

describe('detectFileType', () => {
  it.each<[string, Buffer, FileKind]>([
    ['PNG', files.png, 'png'],
    ['JPEG', files.jpeg, 'jpeg'],
    ['GIF', files.gif, 'gif'],
    ['PDF', files.pdf, 'pdf'],
    ['DOCX', files.docx, 'docx'],
    ['XLSX', files.xlsx, 'xlsx'],
    ['a zip that is not Office', files.plainZip, 'zip'],
    ['DOC/XLS (OLE)', files.ole, 'ole'],
    ['WebM', files.webm, 'webm'],
    ['Ogg', files.ogg, 'ogg'],
    ['MP4', files.mp4, 'mp4'],
    ['MP3 with ID3', files.mp3, 'mp3'],
    ['MP3 frame', files.mp3Frame, 'mp3'],
    ['WAV', files.wav, 'wav'],
  ])('reads %s from its bytes', (_name, bytes, kind) => {
    expect(detectFileType(bytes)).toBe(kind);
  });

  it.each([
    ['HTML', files.html],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['plain text', Buffer.from('just some words')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG signature cut short', files.png.subarray(0, 4)],
    ['a zip header with no directory', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
  ])('does not take %s for a type any purpose accepts', (_name, bytes) => {
    expect([undefined, 'zip']).toContain(detectFileType(bytes));
  });

  it('answers undefined for bytes it does not know', () => {
    expect(detectFileType(files.html)).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('finds word/ entries listed after others in the central directory', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`customXml/item${i}.xml`, 'x']));
    expect(detectFileType(files.zip({ ...many, 'word/document.xml': '<w/>' }))).toBe('docx');
  });

  it('does not take "word/" inside file contents for an entry name', () => {
    expect(detectFileType(files.plainZip)).toBe('zip');
  });

  it('works on a view into a larger buffer', () => {
    const big = Buffer.concat([Buffer.alloc(100, 7), files.docx]);
    expect(detectFileType(big.subarray(100))).toBe('docx');
  });
});

describe('matchesDeclaredType', () => {
  it('accepts any image type for image bytes (the browser takes the type from the name)', () => {
    expect(matchesDeclaredType('jpeg', 'image/png')).toBe(true);
    expect(matchesDeclaredType('png', 'image/png; charset=binary')).toBe(true);
  });

  it('refuses bytes of another family', () => {
    expect(matchesDeclaredType('png', 'application/pdf')).toBe(false);
    expect(matchesDeclaredType('pdf', 'image/png')).toBe(false);
    expect(matchesDeclaredType('docx', 'application/vnd.ms-excel')).toBe(false);
    expect(matchesDeclaredType('zip', 'application/zip')).toBe(false);
  });

  it('takes an OLE file as a doc or an xls', () => {
    expect(matchesDeclaredType('ole', 'application/msword')).toBe(true);
    expect(matchesDeclaredType('ole', 'application/vnd.ms-excel')).toBe(true);
  });

  it('accepts a MediaRecorder type with codecs', () => {
    expect(matchesDeclaredType('webm', 'audio/webm;codecs=opus')).toBe(true);
  });
});

describe('servedContentType', () => {
  it('is read from the bytes, not from the declaration', () => {
    expect(servedContentType('jpeg', 'image/png')).toBe('image/jpeg');
    expect(servedContentType('pdf', 'application/pdf')).toBe('application/pdf');
  });

  it('keeps the declaration only where the bytes allow two types', () => {
    expect(servedContentType('ole', 'application/vnd.ms-excel')).toBe('application/vnd.ms-excel');
    expect(servedContentType('ole', 'application/msword')).toBe('application/msword');
    expect(servedContentType('webm', 'video/webm')).toBe('video/webm');
    expect(servedContentType('webm', 'audio/webm;codecs=opus')).toBe('audio/webm');
  });
});

describe('kindsOfExtensions', () => {
  it('maps the spec lists to kinds', () => {
    expect([...kindsOfExtensions(['jpeg', 'jpg', 'png', 'pdf'])].sort()).toEqual(['jpeg', 'pdf', 'png']);
    expect([...kindsOfExtensions(['pdf', 'doc', 'docx', 'xls'])].sort()).toEqual(['docx', 'ole', 'pdf']);
  });
});
