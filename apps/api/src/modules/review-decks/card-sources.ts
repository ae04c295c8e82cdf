import type { SourceItem } from './card-sources.repository';
import type { NewCard } from './review-decks.repository';

/** An accepted answer as a card shows it: the first of a typed part's alternatives ('12~twelve'). */
const firstAccepted = (text: string) => text.split('~')[0]?.trim() ?? '';

/** The right answer of an item in words: its right options, or each blank's first right answer. */
export function rightAnswer(item: SourceItem): string {
  const text = new Map(item.options.map((o) => [o.id, firstAccepted(o.text)]));
  const blanks = item.keys?.blanks ?? [];
  if (blanks.length > 0) {
    return blanks
      .map((b) => b.correctOptionIds.map((id) => text.get(id) ?? '').find((t) => t !== '') ?? '')
      .filter((t) => t !== '')
      .join(' · ');
  }
  return item.options
    .filter((o) => o.isCorrect)
    .map((o) => firstAccepted(o.text))
    .join(' · ');
}

/**
 * A card of a course item (a vocabulary set's question or a question answered wrong): the question
 * on the front, the right answer on the back with the item's explanation, its recording where it has
 * one. Made once per deck and item (sourceKey: the item's id).
 */
export function cardOfItem(item: SourceItem, orderNo: number): NewCard {
  return {
    sourceKey: item.id,
    front: item.html,
    back: rightAnswer(item) || 'See the explanation',
    explanation: item.explanation,
    audioUrl: item.media?.audio ?? null,
    orderNo,
  };
}

/** The key of a saved word: one card per word, whatever its case or the spaces around it. */
export const wordKey = (word: string) => `word:${word.trim().toLowerCase().replace(/\s+/g, ' ')}`;
