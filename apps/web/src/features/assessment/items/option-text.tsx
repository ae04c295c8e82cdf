import type { LaunchItem, LaunchOption } from '@portico/contract/assessment-test-json';
import { HtmlContent } from '../../../components/html-content';
import { letter, optionById } from './answer-key';
import classes from './items.module.css';

const AUDIO_URL = /^(https?:\/\/|\/)[^\s<>"]+\.(mp3|m4a|aac|wav|ogg|oga|webm|opus)(\?[^\s<>"]*)?$/i;

/** mca-audio: an option whose text is only the address of an audio clip. */
export const audioUrlOf = (option: LaunchOption): string | null =>
  AUDIO_URL.test(option.Options.trim()) ? option.Options.trim() : null;

/** An option's text (sanitised HTML), or 'Option B (audio)' for an audio clip. */
export function OptionText({ item, option }: { item: LaunchItem; option: LaunchOption }) {
  if (audioUrlOf(option)) {
    const i = item.ItemOptionResponse.filter((o) => o.optionColumnIndex === option.optionColumnIndex).indexOf(
      option,
    );
    return <span>Option {letter(Math.max(0, i))} (audio)</span>;
  }
  return <HtmlContent html={option.Options} inline />;
}

/** Review cell: the options' texts, or null (shown as 'No answer') when no id is given. */
export const optionsCell = (item: LaunchItem, ids: (string | null)[]) =>
  ids.some(Boolean) ? <OptionList item={item} ids={ids} /> : null;

/** Review: the texts of option ids, one per line. */
export function OptionList({ item, ids }: { item: LaunchItem; ids: (string | null)[] }) {
  const options = ids.map((id) => optionById(item, id)).filter((o) => o !== undefined);
  if (options.length === 0) return null;
  if (options.length === 1 && options[0]) return <OptionText item={item} option={options[0]} />;
  return (
    <ul className={classes.plainList}>
      {options.map((o) => (
        <li key={o.ItemOptionID}>
          <OptionText item={item} option={o} />
        </li>
      ))}
    </ul>
  );
}
