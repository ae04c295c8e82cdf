import { RecorderPanel } from './recorder-panel';
import { hasAnswer } from './response';
import { answerLabel, type ItemViewProps } from './types';

/**
 * record-audio, record-video: Record / Stop / playback, stopping at TimeLimitSeconds.
 * record-notify: a PrepSeconds countdown, a beep, then recording by itself until the time limit.
 * Under a speaking profile (props.speaking, decision 021) every record-* item runs like record-notify,
 * and the profile decides on silence, re-recording and PTE's status box.
 * The runner stores and uploads what onRecording gives, then sets enteredText to the stored URL.
 */
export function RecordItem(props: ItemViewProps) {
  const { item, value, mode, onRecording, pendingRecordingUrl, speaking } = props;
  const prepared = item.ItemType === 'record-notify' || Boolean(speaking?.autoRecord);
  const fallbackPrep = speaking?.autoRecord ? speaking.defaultPrepSeconds : 0;
  const answered = hasAnswer(item.ItemType, value) || Boolean(pendingRecordingUrl);
  return (
    <RecorderPanel
      subject={answerLabel(props)}
      video={item.ItemType === 'record-video'}
      limitSeconds={item.TimeLimitSeconds}
      prepSeconds={prepared ? (item.PrepSeconds ?? fallbackPrep) : null}
      autoStart={prepared && !answered}
      silenceStopSeconds={speaking?.silenceStopSeconds ?? null}
      reRecord={speaking?.reRecord ?? true}
      statusBox={speaking?.statusBox ?? false}
      playbackUrl={pendingRecordingUrl ?? value.enteredText}
      readOnly={mode === 'review'}
      onRecording={onRecording}
    />
  );
}
