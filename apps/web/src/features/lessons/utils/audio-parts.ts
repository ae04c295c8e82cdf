/** A lesson's HTML cut at its audios: text to show, and audio players in their place (spec 3 §2). */
export type LessonPart = { kind: 'html'; html: string } | { kind: 'audio'; src: string; index: number };

const AUDIO =
  /<audio\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>(?:[\s\S]*?<\/audio>)?|<audio\b[^>]*>[\s\S]*?<source\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')[\s\S]*?<\/audio>/gi;

/** Splits lesson HTML into text and its audios, numbered from `start` (Audio 1, Audio 2, …). */
export function audioParts(html: string, start = 1): LessonPart[] {
  const parts: LessonPart[] = [];
  let last = 0;
  let index = start;
  for (const match of html.matchAll(AUDIO)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'html', html: html.slice(last, at) });
    const src = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    parts.push({ kind: 'audio', src: src.trim(), index });
    index += 1;
    last = at + match[0].length;
  }
  if (last < html.length) parts.push({ kind: 'html', html: html.slice(last) });
  return parts.filter((p) => p.kind === 'audio' || p.html.trim() !== '');
}

/** spec 3 §9: audio time as m:ss. */
export function mss(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
