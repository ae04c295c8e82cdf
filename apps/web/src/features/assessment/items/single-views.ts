import type { ComponentType } from 'react';
import { DropdownBlanksItem, GapFillItem } from './blank-items';
import { ChoiceItem, DropdownItem, MultiChoiceItem, MultiSelectItem, SentenceItem } from './choice-items';
import { EssayItem } from './essay-item';
import { HighlightItem } from './highlight-item';
import { RecordItem } from './record-item';
import { ReorderItem } from './reorder-item';
import { DropItem, WordBankItem } from './slot-items';
import { FractionItem, ShortAnswerItem } from './text-items';
import type { ItemViewProps } from './types';

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
