import {
  type CodingContent,
  type CodingLanguage,
  codingLanguages,
  DEFAULT_CODING_LANGUAGE,
} from '@portico/contract/coding';
import { useCallback, useMemo, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/** Code typed but not run yet, kept on the device; `saved` is the run code it was typed over. */
type Draft = { code: string; saved: string | null };
export const draftKey = (id: string, language: CodingLanguage) => `coding-draft.${id}.${language}`;

/** The languages the exercise offers (all of them when it names none). */
export const offeredLanguages = (content: CodingContent): CodingLanguage[] =>
  content.languages.length > 0 ? content.languages : [...codingLanguages];

/**
 * The language the editor opens in: the student's last run, else the one the lesson asks for,
 * else the exercise's default (spec 2 §9: c), each only when the exercise offers it.
 */
export function initialLanguage(content: CodingContent, requested?: CodingLanguage): CodingLanguage {
  const offered = offeredLanguages(content);
  const candidates = [content.lastLanguage, requested, content.defaultLanguage, DEFAULT_CODING_LANGUAGE];
  return candidates.find((l) => l != null && offered.includes(l)) ?? offered[0] ?? DEFAULT_CODING_LANGUAGE;
}

/** What the student last had in a language: the draft typed over the last run, the run, or the starter. */
function firstCode(id: string, content: CodingContent, language: CodingLanguage): string {
  const saved = content.savedCode[language] ?? null;
  const draft = readStored<Draft>(draftKey(id, language));
  // A draft typed over another run (the student has run since, maybe elsewhere) is stale.
  if (draft && typeof draft.code === 'string' && draft.saved === saved) return draft.code;
  return saved ?? content.starterCode[language] ?? '';
}

/**
 * The exercise's code in each language: what is typed stays for this visit when the student moves
 * between languages, and as a draft on the device until it is run.
 */
export function useExerciseCode(id: string, content: CodingContent, requested?: CodingLanguage) {
  const [language, setLanguage] = useState(() => initialLanguage(content, requested));
  const [typed, setTyped] = useState<Partial<Record<CodingLanguage, string>>>({});
  const stored = useMemo(() => firstCode(id, content, language), [id, content, language]);
  const code = typed[language] ?? stored;

  const setCode = useCallback(
    (value: string) => {
      setTyped((t) => (t[language] === value ? t : { ...t, [language]: value }));
      const saved = content.savedCode[language] ?? null;
      if (value === (saved ?? content.starterCode[language] ?? '')) removeStored(draftKey(id, language));
      else writeStored(draftKey(id, language), { code: value, saved } satisfies Draft);
    },
    [id, content, language],
  );

  const reset = useCallback(() => setCode(content.starterCode[language] ?? ''), [setCode, content, language]);

  /** The code was run and is now the saved code: a draft of it goes, one typed since stays on it. */
  const ran = useCallback(
    (runLanguage: CodingLanguage, runCode: string) => {
      const key = draftKey(id, runLanguage);
      const draft = readStored<Draft>(key);
      if (draft?.code === runCode) removeStored(key);
      else if (draft) writeStored(key, { code: draft.code, saved: runCode } satisfies Draft);
    },
    [id],
  );

  return { language, setLanguage, code, setCode, reset, ran, offered: offeredLanguages(content) };
}
