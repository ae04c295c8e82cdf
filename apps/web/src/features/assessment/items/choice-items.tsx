import { Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { htmlToText } from '../../../components/html-content';
import { AnswerCompare } from './answer-compare-part';
import { CrossOut, EliminatorToggle, useEliminated } from './answer-eliminator';
import { correctOptionIds, letter, optionsOf } from './answer-key';
import classes from './items.module.css';
import { NativeChoice } from './native-choice';
import { audioUrlOf, OptionText, optionsCell } from './option-text';
import { joinIds, splitIds } from './response';
import { answerLabel, type ItemViewProps } from './types';

function SingleReview({ item, value }: ItemViewProps) {
  return (
    <AnswerCompare
      rows={[
        {
          yours: optionsCell(item, [value.selectedOptionId]),
          correct: optionsCell(item, correctOptionIds(item)),
        },
      ]}
    />
  );
}

function MultiReview({ item, value }: ItemViewProps) {
  return (
    <AnswerCompare
      rows={[
        {
          yours: optionsCell(item, splitIds(value.selectedOptionId)),
          correct: optionsCell(item, correctOptionIds(item)),
        },
      ]}
    />
  );
}

/** mcq (vertical radios) and yesorno (Yes / No / Not Given side by side): one option id. */
export function ChoiceItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  const options = optionsOf(item);
  const Layout = item.ItemType === 'yesorno' ? Group : Stack;
  const eliminable = !review && props.eliminator !== undefined && item.ItemType === 'mcq';
  const [eliminating, setEliminating] = useState(false);
  const eliminated = useEliminated(eliminable ? props.eliminator?.storageKey : undefined);
  const crossed = (id: string) => eliminable && eliminated.ids.includes(id);
  const name = useId();
  const choose = (id: string) => {
    eliminated.restore(id);
    onChange({ ...value, selectedOptionId: id });
  };
  return (
    <>
      {eliminable && <EliminatorToggle on={eliminating} onToggle={() => setEliminating((on) => !on)} />}
      <div role="radiogroup" aria-label={answerLabel(props)}>
        <Layout gap="sm" mt={4}>
          {options.map((o, i) => {
            const radio = (
              <NativeChoice
                key={o.ItemOptionID}
                type="radio"
                name={name}
                value={o.ItemOptionID}
                checked={value.selectedOptionId === o.ItemOptionID}
                onChange={() => choose(o.ItemOptionID)}
                disabled={review}
                label={
                  <>
                    <OptionText item={item} option={o} />
                    {crossed(o.ItemOptionID) && <span className="visually-hidden"> (crossed out)</span>}
                  </>
                }
                labelClassName={classes.optionLabel}
                className={crossed(o.ItemOptionID) ? classes.crossedOut : undefined}
              />
            );
            if (!eliminable || (!eliminating && !crossed(o.ItemOptionID))) return radio;
            return (
              <Group key={o.ItemOptionID} gap="xs" wrap="nowrap" justify="space-between">
                {radio}
                {eliminating && (
                  <CrossOut
                    index={i}
                    crossed={crossed(o.ItemOptionID)}
                    onToggle={() => {
                      // Crossing out the chosen option takes the choice back (as Bluebook does).
                      if (!crossed(o.ItemOptionID) && value.selectedOptionId === o.ItemOptionID)
                        onChange({ ...value, selectedOptionId: null });
                      eliminated.toggle(o.ItemOptionID);
                    }}
                  />
                )}
              </Group>
            );
          })}
        </Layout>
      </div>
      {review && <SingleReview {...props} />}
    </>
  );
}

/** dd-mcq: one option chosen in a dropdown. */
export function DropdownItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  return (
    <>
      <NativeSelect
        aria-label={answerLabel(props)}
        value={value.selectedOptionId ?? ''}
        disabled={review}
        onChange={(e) => onChange({ ...value, selectedOptionId: e.currentTarget.value || null })}
        data={[
          { value: '', label: 'Choose an answer' },
          ...optionsOf(item).map((o) => ({ value: o.ItemOptionID, label: htmlToText(o.Options) })),
        ]}
        className={classes.select}
      />
      {review && <SingleReview {...props} />}
    </>
  );
}

/** ssr: the options are the sentences of a passage; one is chosen by clicking it. */
export function SentenceItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  return (
    <>
      <Text size="sm" c="dimmed">
        Select the sentence that answers the question.
      </Text>
      {/* biome-ignore lint/a11y/useSemanticElements: running text whose sentences are buttons, named as a group; a <fieldset> is a block form box that would break the paragraph's flow. */}
      <p className={classes.sentencePassage} role="group" aria-label={answerLabel(props)}>
        {optionsOf(item).map((o) => {
          const chosen = value.selectedOptionId === o.ItemOptionID;
          return (
            <span key={o.ItemOptionID}>
              <button
                type="button"
                className={classes.sentence}
                aria-pressed={chosen}
                disabled={review}
                onClick={() => onChange({ ...value, selectedOptionId: chosen ? null : o.ItemOptionID })}
              >
                <OptionText item={item} option={o} />
              </button>{' '}
            </span>
          );
        })}
      </p>
      {review && <SingleReview {...props} />}
    </>
  );
}

/**
 * mca ('select all that apply') and mca-audio (the options are audio clips): ids, comma-joined. An
 * item that asks for N (SelectCount, IELTS's 'Choose TWO letters') takes at most N: the other boxes
 * are disabled once N are ticked.
 */
export function MultiChoiceItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  const options = optionsOf(item);
  const chosen = splitIds(value.selectedOptionId);
  const max = item.SelectCount > 0 ? item.SelectCount : 0;
  const full = max > 0 && chosen.length >= max;
  const toggle = (id: string, on: boolean) => {
    const ids = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    // Never more than the item asks for, whatever sends the change.
    if (max > 0 && ids.length > max) return;
    // Kept in the options' order, so the same set is always the same text.
    onChange({
      ...value,
      selectedOptionId: joinIds(options.map((o) => o.ItemOptionID).filter((o) => ids.includes(o))),
    });
  };
  return (
    <>
      <fieldset className={classes.fieldset} aria-label={answerLabel(props)}>
        <Text size="sm" fw={500}>
          {max > 0
            ? `Choose ${max} (${Math.min(chosen.length, max)} of ${max} chosen)`
            : 'Select all that apply'}
        </Text>
        <Stack gap="sm" mt={6}>
          {options.map((o, i) => {
            const audio = audioUrlOf(o);
            return (
              <div key={o.ItemOptionID} className={classes.audioOption}>
                <NativeChoice
                  type="checkbox"
                  value={o.ItemOptionID}
                  checked={chosen.includes(o.ItemOptionID)}
                  onChange={(on) => toggle(o.ItemOptionID, on)}
                  disabled={review || (full && !chosen.includes(o.ItemOptionID))}
                  label={audio ? `Option ${letter(i)}` : <OptionText item={item} option={o} />}
                  labelClassName={classes.optionLabel}
                />
                {audio && (
                  <audio
                    controls
                    preload="none"
                    src={audio}
                    aria-label={`Option ${letter(i)} audio`}
                    className={classes.audio}
                  />
                )}
              </div>
            );
          })}
        </Stack>
      </fieldset>
      {review && <MultiReview {...props} />}
    </>
  );
}

/** multi-select: exactly SelectCount options, as chips; a further choice is refused with a hint. */
export function MultiSelectItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  const options = optionsOf(item);
  const chosen = splitIds(value.selectedOptionId);
  const max = item.SelectCount > 0 ? item.SelectCount : options.length;
  const [refused, setRefused] = useState(false);
  const toggle = (id: string) => {
    if (chosen.includes(id)) {
      setRefused(false);
      onChange({ ...value, selectedOptionId: joinIds(chosen.filter((c) => c !== id)) });
      return;
    }
    if (chosen.length >= max) {
      setRefused(true);
      return;
    }
    setRefused(false);
    const next = options.map((o) => o.ItemOptionID).filter((o) => o === id || chosen.includes(o));
    onChange({ ...value, selectedOptionId: joinIds(next) });
  };
  return (
    <>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>
          Choose {max} {max === 1 ? 'option' : 'options'} ({chosen.length} of {max} chosen)
          <span className="visually-hidden">, {answerLabel(props)}</span>
        </legend>
        <Group gap="xs" mt={6}>
          {options.map((o) => (
            <Chip
              key={o.ItemOptionID}
              checked={chosen.includes(o.ItemOptionID)}
              onChange={() => toggle(o.ItemOptionID)}
              disabled={review}
              classNames={{ label: classes.chipLabel }}
            >
              <OptionText item={item} option={o} />
            </Chip>
          ))}
        </Group>
      </fieldset>
      <Text
        size="sm"
        c="var(--mantine-color-orange-light-color)"
        role="status"
        aria-live="polite"
        mih={refused ? undefined : 0}
      >
        {refused
          ? `You can choose ${max} ${max === 1 ? 'option' : 'options'}. Unselect one to choose another.`
          : ''}
      </Text>
      {review && <MultiReview {...props} />}
    </>
  );
}
