import type { EditableQuestion, QuestionOptionEdit } from '@portico/contract/console-questions';
import { useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/** What an admin writes in a question's editor. */
export type QuestionDraft = { html: string; explanation: string; options: QuestionOptionEdit[] };
/** A draft as this browser keeps it until it is saved: the revision it was based on, and when. */
type Kept = { revision: number; draft: QuestionDraft; at: string };

const draftOf = (q: EditableQuestion): QuestionDraft => ({
  html: q.html,
  explanation: q.explanation,
  options: q.options,
});
const same = (a: QuestionDraft, b: QuestionDraft) => JSON.stringify(a) === JSON.stringify(b);
const keyOf = (q: EditableQuestion) => `question-draft.${q.id}`;

/**
 * What an admin writes in a question's editor (issue 45), kept in this browser at every change until
 * it is saved, so a reload or a closed tab loses nothing: opened again, the page takes it back and
 * says so. A save carries the revision the writing was based on; when the server refuses it because
 * someone saved the question first (409), the writing is set aside while their version is shown, and
 * `putBack` returns it to the form over theirs. Nothing written is dropped without the admin's word.
 */
export function useQuestionDraft(question: EditableQuestion) {
  const key = keyOf(question);
  const [kept] = useState(() => readStored<Kept>(key));
  const [draft, setDraftState] = useState<QuestionDraft>(kept?.draft ?? draftOf(question));
  const [basedOn, setBasedOn] = useState(kept?.revision ?? question.revision);
  const [restoredAt, setRestoredAt] = useState<string | null>(kept?.at ?? null);
  const [aside, setAside] = useState<QuestionDraft | null>(null);

  const keep = (next: QuestionDraft, revision: number) => {
    setDraftState(next);
    setBasedOn(revision);
    writeStored(key, { revision, draft: next, at: new Date().toISOString() } satisfies Kept);
  };
  /** The form as the server has the question now; nothing kept. */
  const reset = (q: EditableQuestion) => {
    removeStored(key);
    setDraftState(draftOf(q));
    setBasedOn(q.revision);
    setRestoredAt(null);
  };

  return {
    draft,
    /** The revision a save of this writing is based on. */
    basedOn,
    changed: !same(draft, draftOf(question)) || basedOn !== question.revision,
    /** When the writing taken back from this browser was made (null: none was). */
    restoredAt,
    /** The writing set aside by a refused save (null: none). */
    aside,
    setDraft: (next: QuestionDraft) => keep(next, basedOn),
    discard: () => {
      reset(question);
      setAside(null);
    },
    saved: (q: EditableQuestion) => {
      reset(q);
      setAside(null);
    },
    /** Someone saved first: `latest` is shown, the writing set aside (and still kept here). */
    refused: (latest: EditableQuestion) => {
      setAside(draft);
      setDraftState(draftOf(latest));
      setBasedOn(latest.revision);
      setRestoredAt(null);
    },
    putBack: (latest: EditableQuestion) => {
      if (aside) keep(aside, latest.revision);
      setAside(null);
    },
  };
}
