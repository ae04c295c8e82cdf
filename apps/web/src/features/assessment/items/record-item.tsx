import { RecorderPanel } from './recorder-panel';
import { hasAnswer } from './response';
import { answerLabel, type ItemViewProps } from './types';

/**
 * record-audio, record-video: Record / Stop / playback, stopping at TimeLimitSeconds.
 * record-notify: a PrepSeconds countdown, a beep, then recording by itself until the time limit.
 * The runner stores and uploads what onRecording gives, then sets enteredText to the stored URL.
 */
export function RecordItem(props: ItemViewProps) {
  const { item, value, mode, onRecording, pendingRecordingUrl } = props;
  const notify = item.ItemType === 'record-notify';
  const answered = hasAnswer(item.ItemType, value) || Boolean(pendingRecordingUrl);
  return (
    <RecorderPanel
      subject={answerLabel(props)}
      video={item.ItemType === 'record-video'}
      limitSeconds={item.TimeLimitSeconds}
      prepSeconds={notify ? (item.PrepSeconds ?? 0) : null}
      autoStart={notify && !answered}
      playbackUrl={pendingRecordingUrl ?? value.enteredText}
      readOnly={mode === 'review'}
      onRecording={onRecording}
    />
  );
}
