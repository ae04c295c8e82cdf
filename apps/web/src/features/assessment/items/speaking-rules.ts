/** How an exam's profile runs a speaking item (decision 021; EXAM-PROFILES.md, the 'speaking' row). */
export interface SpeakingRules {
  /** A preparation countdown (item.PrepSeconds, or `defaultPrepSeconds` when the item has none), then recording starts by itself — for record-audio and record-video too, not only record-notify. */
  autoRecord: boolean;
  defaultPrepSeconds: number;
  /** Seconds of silence that close the microphone (PTE Academic: 3); null: recording runs to its time limit or Stop. */
  silenceStopSeconds: number | null;
  /** false (a mock): the first recording is final — no 'Record again', no Stop-and-redo; true (practice): as today. */
  reRecord: boolean;
  /** Show PTE's status box: 'Status: Beginning in N seconds' → 'Status: Recording' → 'Status: Completed', with a progress bar of the recording time. */
  statusBox: boolean;
}
