import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { correctOptionIds } from './answer-key';
import { DropdownBlanks } from './blank-parts';
import { isRecordPart, partItem, partValue, withPart } from './composite-part';
import classes from './items.module.css';
import { OptionText } from './option-text';
import { inputAt, withInput } from './response';
import { VerdictBadge, verdictOf } from './review';
import { SINGLE_VIEWS } from './single-views';
import type { ItemViewProps } from './types';

const STEP_TITLES: Record<string, string[]> = {
  interactivewriting: ['Your response', 'Follow-up'],
  selectandspeak: ['Choose', 'Speak'],
  selectandessay: ['Choose', 'Write'],
};

/**
 * A record part: the runner stores the recording (onRecording) and puts the stored URL in
 * enteredText; the composite keeps it as that part's inputResponses value.
 */
function useRecordUrlIntoPart(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const position = item.Parts.findIndex((p) => isRecordPart(p.itemType));
  const url = value.enteredText;
  useEffect(() => {
    if (mode !== 'answer' || position === -1 || !url) return;
    if (inputAt(value, position) !== url) onChange(withInput(value, position, url, item.Parts.length));
  }, [mode, position, url, value, onChange, item.Parts.length]);
}

function Part({ props, position, title }: { props: ItemViewProps; position: number; title: string }) {
  const { item, value, onChange, mode, result } = props;
  const part = item.Parts[position];
  if (!part) return null;
  const View = SINGLE_VIEWS[part.itemType];
  const partVerdict = result?.parts?.[position];
  return (
    <fieldset className={classes.part}>
      <legend className={classes.partLegend}>{title}</legend>
      {mode === 'review' && partVerdict && !isFacultyPart(part.itemType) && (
        <VerdictBadge size="sm" verdict={verdictOf(partVerdict.isCorrect)} />
      )}
      {View ? (
        <View
          {...props}
          item={partItem(item, position)}
          value={partValue(value, position, part.itemType)}
          onChange={(next) => onChange(withPart(value, position, next, item.Parts.length))}
          result={undefined}
          label={`${title} of question ${props.questionNumber}`}
          pendingRecordingUrl={isRecordPart(part.itemType) ? props.pendingRecordingUrl : null}
        />
      ) : (
        <Text c="red">This part ({part.itemType}) cannot be shown.</Text>
      )}
    </fieldset>
  );
}

const isFacultyPart = (t: string) => isRecordPart(t) || t.startsWith('essay');

/** interactivewriting, selectandspeak, selectandessay: the parts one after another. */
export function StepsItem(props: ItemViewProps) {
  useRecordUrlIntoPart(props);
  const titles = STEP_TITLES[props.item.ItemType] ?? [];
  return (
    <Stack gap="md">
      {props.item.Parts.map((p, i) => (
        <Part
          key={`${p.index}-${p.itemType}`}
          props={props}
          position={i}
          title={`Part ${i + 1}: ${titles[i] ?? 'Answer'}`}
        />
      ))}
    </Stack>
  );
}

/** interactivelistening: a conversation; each turn the student picks a reply, shown as their bubble. */
export function ConversationItem(props: ItemViewProps) {
  useRecordUrlIntoPart(props);
  const { item, value } = props;
  return (
    <ol className={classes.chat} aria-label={`Conversation of question ${props.questionNumber}`}>
      {item.Parts.map((p, i) => {
        const chosen = inputAt(value, i);
        const sub = partItem(item, i);
        const reply = sub.ItemOptionResponse.find((o) => o.ItemOptionID === chosen);
        return (
          <li key={`${p.index}-${p.itemType}`} className={classes.turn}>
            <div className={classes.bubbleThem}>
              <Part props={props} position={i} title={`Turn ${i + 1}: choose your reply`} />
            </div>
            {reply && (
              <div className={classes.bubbleYou}>
                <Text span size="xs" fw={600} className="visually-hidden">
                  Your reply:{' '}
                </Text>
                <OptionText item={sub} option={reply} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** interactivedropdown: one dropdown per part, inline at the text's '___' markers. */
export function DropdownCompletionItem(props: ItemViewProps) {
  const { item } = props;
  const count = item.Parts.length;
  const column = (i: number) => item.Parts[i]?.index ?? i;
  const correctIds = (i: number) => item.Answer?.parts?.[i]?.optionIds ?? correctOptionIds(item, column(i));
  return <DropdownBlanks props={props} count={count} column={column} correctIds={correctIds} />;
}
