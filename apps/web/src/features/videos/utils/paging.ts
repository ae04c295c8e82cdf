/** Videos on one page of the library: a phone scrolls a dozen cards, not the whole course. */
export const VIDEOS_PER_PAGE = 12;

export interface VideoPage<T> {
  items: T[];
  /** The page shown (1-based), kept within the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when there is none. */
  from: number;
  to: number;
}

/** One page of a list; a page past the end (an old link, a narrower filter) shows the last one. */
export function pageOf<T>(all: T[], requested: number, size = VIDEOS_PER_PAGE): VideoPage<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const page = Math.min(Math.max(1, Number.isInteger(requested) ? requested : 1), pages);
  const start = (page - 1) * size;
  const items = all.slice(start, start + size);
  return { items, page, pages, from: items.length ? start + 1 : 0, to: start + items.length };
}

/** Whether a title holds what the student typed, ignoring case and extra spaces. */
export function titleMatches(title: string, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const lower = title.toLowerCase();
  return words.every((w) => lower.includes(w));
}
