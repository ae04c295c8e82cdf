/**
 * What a teacher's typed characters pick on a criterion's scale (the grading workspace, issue 40):
 * '6' picks band 6 at once; on a scale that goes on ('1' on CELPIP's 0-12, '4' on GRE's halves) the
 * value is picked and the next character may extend it ('1', '2' is 12; '4', '.', '5' is 4.5).
 * `value` is the step to pick now (null: nothing new), `done` says the typing cannot go on (the
 * workspace moves to the next criterion), `typed` is what to keep for the next character.
 */
export function typedBand(
  typed: string,
  scale: readonly string[],
): { value: string | null; done: boolean; typed: string } {
  const text = typed.replace(',', '.');
  const going = scale.filter((v) => v.startsWith(text));
  if (going.length === 0) {
    // A character that continues nothing starts a new value of its own.
    return text.length > 1 ? typedBand(text.slice(-1), scale) : { value: null, done: true, typed: '' };
  }
  const value = scale.includes(text) ? text : null;
  const done = value !== null && going.length === 1;
  return { value, done, typed: done ? '' : text };
}

/** A key that types into a band: a digit, or the decimal point of a half band. */
export const isBandKey = (key: string) => /^[0-9.,]$/.test(key);
