import { EssayField } from './essay-field';
import { answerLabel, type ItemViewProps } from './types';

/**
 * essay, essay-topic, essay-audio: enteredText with a live word count. essay-audio's audio is the
 * item's Media.audio, shown above by the item shell.
 */
export function EssayItem(props: ItemViewProps) {
  const { value, onChange, mode } = props;
  return (
    <EssayField
      label={answerLabel(props)}
      value={value.enteredText}
      readOnly={mode === 'review'}
      onChange={(text) => onChange({ ...value, enteredText: text })}
    />
  );
}
