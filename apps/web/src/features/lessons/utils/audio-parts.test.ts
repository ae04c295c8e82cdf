import { describe, expect, it } from 'vitest';
import { audioParts, mss } from './audio-parts';

describe('book audio lessons (spec 3 §2)', () => {
  it('cuts the lesson HTML at each audio and numbers them', () => {
    const parts = audioParts(
      '<p>One</p><audio src="/a.ogg"></audio><p>Two</p><audio controls><source src="/b.ogg"></audio>',
    );
    expect(parts).toEqual([
      { kind: 'html', html: '<p>One</p>' },
      { kind: 'audio', src: '/a.ogg', index: 1 },
      { kind: 'html', html: '<p>Two</p>' },
      { kind: 'audio', src: '/b.ogg', index: 2 },
    ]);
    expect(audioParts('<p>No audio</p>')).toEqual([{ kind: 'html', html: '<p>No audio</p>' }]);
    expect(audioParts("<audio src='/c.ogg'/>", 3)).toEqual([{ kind: 'audio', src: '/c.ogg', index: 3 }]);
  });

  it('shows audio time as m:ss', () => {
    expect([0, 5, 65, 600.9, Number.NaN].map(mss)).toEqual(['0:00', '0:05', '1:05', '10:00', '0:00']);
  });
});
