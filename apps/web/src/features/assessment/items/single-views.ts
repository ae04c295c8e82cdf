import type { ComponentType } from 'react';
import { DropdownBlanksItem, GapFillItem } from './blank-items';
import { ChoiceItem, DropdownItem, MultiChoiceItem, MultiSelectItem, SentenceItem } from './choice-items';
import { deferredView } from './deferred-view';
import { HighlightItem } from './highlight-item';
import { FractionItem, ShortAnswerItem } from './text-items';
import type { ItemViewProps } from './types';

// The drag-and-drop types carry @dnd-kit: fetched apart from the runner (deferred-view.ts).
const WordBankItem = deferredView(() => import('./slot-items').then((m) => m.WordBankItem));
const DropItem = deferredView(() => import('./slot-items').then((m) => m.DropItem));
const ReorderItem = deferredView(() => import('./reorder-item').then((m) => m.ReorderItem));
// The recorder (MediaRecorder, its levels and silence rules) only where a test speaks, the essay
// box (its autosizing field, word count and spelling list) only where one writes: a fresh attempt
// fetches them while its instructions are read (runner/instructions.tsx), a resumed one when its
// first such question shows.
const EssayItem = deferredView(() => import('./essay-item').then((m) => m.EssayItem));
const RecordItem = deferredView(() => import('./record-item').then((m) => m.RecordItem));

/** The answer area of every single (non-composite) type of ITEM-TYPES.md. */
export const SINGLE_VIEWS: Record<string, ComponentType<ItemViewProps>> = {
  mcq: ChoiceItem,
  yesorno: ChoiceItem,
  'dd-mcq': DropdownItem,
  ssr: SentenceItem,
  mca: MultiChoiceItem,
  'mca-audio': MultiChoiceItem,
  'multi-select': MultiSelectItem,
  an: ShortAnswerItem,
  ne: ShortAnswerItem,
  rangelimit: ShortAnswerItem,
  bn: FractionItem,
  b: GapFillItem,
  rf: DropdownBlanksItem,
  f: WordBankItem,
  drop: DropItem,
  reorder: ReorderItem,
  highlight: HighlightItem,
  essay: EssayItem,
  'essay-topic': EssayItem,
  'essay-audio': EssayItem,
  'record-audio': RecordItem,
  'record-notify': RecordItem,
  'record-video': RecordItem,
};
