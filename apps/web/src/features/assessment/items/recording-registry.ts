import { createContext } from 'react';

/**
 * Where a recorder tells the runner that it is recording: an act that leaves the question
 * or ends the test (Submit, the time running out, Next Section, another question) finishes every
 * recording first, so none is lost with the question it was made on.
 */
export interface RecordingRegistry {
  /**
   * A recording has begun. `finish` stops it and resolves once the recording has been handed over
   * (onFinished has run). Returns what the recorder calls once it has handed the recording over.
   */
  began(finish: () => Promise<void>): () => void;
}

/** Absent outside the runner (an item on its own): the recorder works as before. */
export const RecordingRegistryContext = createContext<RecordingRegistry | null>(null);
