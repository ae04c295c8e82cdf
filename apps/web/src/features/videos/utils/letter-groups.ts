/** spec 2 §2, §9 video filter chips: the first letter of the title, in five groups. */
export const LETTER_GROUPS = [
  { label: 'All', from: '', to: '' },
  { label: 'A TO E', from: 'A', to: 'E' },
  { label: 'F TO K', from: 'F', to: 'K' },
  { label: 'L TO P', from: 'L', to: 'P' },
  { label: 'Q TO U', from: 'Q', to: 'U' },
  { label: 'V TO Z', from: 'V', to: 'Z' },
] as const;

export type LetterGroup = (typeof LETTER_GROUPS)[number]['label'];

/** Whether a title falls in a group ('All' takes every title, a digit or symbol only 'All'). */
export function inLetterGroup(title: string, group: LetterGroup): boolean {
  const found = LETTER_GROUPS.find((g) => g.label === group);
  if (!found || found.label === 'All') return true;
  const first = title.trim().charAt(0).toUpperCase();
  return first >= found.from && first <= found.to && /[A-Z]/.test(first);
}

/** The skills of the /video/{skill} routes. */
export const VIDEO_SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
