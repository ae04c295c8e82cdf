import { examProfileOf } from '@portico/contract/exam-profile';
import { formatHms } from '../engine/countdown';

/**
 * The runner's clock as each exam shows it on test day (EXAM-PROFILES.md 'timer'), so that a
 * Portico student rehearses with the clock they will meet: IELTS's words, GRE's hours:minutes,
 * the hide buttons and when they stop working.
 */
export type TimerProfileName = 'ielts' | 'gre' | 'sat' | 'pte' | 'celpip' | 'duolingo' | 'default';

export interface TimerHiding {
  /** The toggle's label while the clock shows, and while it is hidden: each exam's own words. */
  readonly hideLabel: string;
  readonly showLabel: string;
  /** Seconds left from which the clock shows itself for good (GRE and SAT: 5 minutes); null: never. */
  readonly shownFrom: number | null;
}

export interface TimerProfile {
  readonly name: TimerProfileName;
  /** Red and bold at or below this many seconds left. */
  readonly lowFrom: number;
  /** null where the real test gives no way to hide its clock. */
  readonly hiding: TimerHiding | null;
  /** Seconds left at which a screen reader hears the time once, the clock otherwise being silent. */
  readonly marks: readonly number[];
  /** IELTS flashes its clock at each mark. */
  readonly flashes: boolean;
  /** IELTS shows minutes only, and minutes and seconds while the pointer (or focus) is on the clock. */
  readonly secondsOnHover: boolean;
}

export interface TimerView {
  /** What the clock reads; meaningless while `visible` is false. */
  text: string;
  /** False while the student has hidden the clock (and may). */
  visible: boolean;
  low: boolean;
  flashing: boolean;
  /** The hide/show button's label, or null when there is no such button now. */
  toggle: string | null;
  /** What the status region says now ('' for nothing). */
  announcement: string;
}

const MINUTE = 60;
/** How long a mark flashes, and how long its message stays in the status region. */
export const MARK_SECONDS = 10;

const plain = { lowFrom: MINUTE, hiding: null, marks: [], flashes: false, secondsOnHover: false };

/** Low from five minutes, with one mark there. */
const lowAtFive = (name: TimerProfileName, hiding: TimerProfile['hiding']): TimerProfile => ({
  ...plain,
  name,
  lowFrom: 5 * MINUTE,
  hiding,
  marks: [5 * MINUTE],
});

const PROFILES: Record<TimerProfileName, TimerProfile> = {
  ielts: {
    name: 'ielts',
    lowFrom: 10 * MINUTE,
    hiding: { hideLabel: 'Hide time', showLabel: 'Show time', shownFrom: null },
    marks: [10 * MINUTE, 5 * MINUTE],
    flashes: true,
    secondsOnHover: true,
  },
  gre: lowAtFive('gre', { hideLabel: 'Hide Time', showLabel: 'Show Time', shownFrom: 5 * MINUTE }),
  sat: lowAtFive('sat', { hideLabel: 'Hide', showLabel: 'Show', shownFrom: 5 * MINUTE }),
  pte: lowAtFive('pte', { hideLabel: 'Hide time', showLabel: 'Show time', shownFrom: null }),
  celpip: { ...plain, name: 'celpip' },
  duolingo: { ...plain, name: 'duolingo' },
  default: { ...plain, name: 'default' },
};

/** The clock of the test's exam profile. */
export function timerProfile(testTemplate: string, examFamily?: string | null): TimerProfile {
  return PROFILES[examProfileOf(testTemplate, examFamily)];
}

const two = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss from an hour up, else mm:ss: the runner's hh:mm:ss without the hours nobody has. */
export function formatClock(seconds: number): string {
  const hms = formatHms(seconds);
  return hms.startsWith('00:') ? hms.slice(3) : hms.replace(/^0/, '');
}

function ieltsText(whole: number, withSeconds: boolean): string {
  const minutes = Math.floor(whole / MINUTE);
  if (withSeconds) return `${two(minutes)}:${two(whole % MINUTE)}`;
  if (minutes === 0) return whole === 1 ? '1 second left' : `${whole} seconds left`;
  return minutes === 1 ? '1 minute left' : `${minutes} minutes left`;
}

/** ETS: hours and minutes until the last five minutes, when the seconds appear. */
function greText(whole: number): string {
  const minutes = Math.floor(whole / MINUTE);
  if (whole <= 5 * MINUTE) return `${minutes}:${two(whole % MINUTE)}`;
  return `${Math.floor(minutes / 60)}:${two(minutes % 60)}`;
}

const atMark = (marks: readonly number[], whole: number) =>
  marks.find((mark) => whole <= mark && whole > mark - MARK_SECONDS);

/** May the student hide the clock with this much time left? */
export function canHide(profile: TimerProfile, remainingSeconds: number): boolean {
  const { hiding } = profile;
  return hiding !== null && (hiding.shownFrom === null || remainingSeconds > hiding.shownFrom);
}

/** What the clock shows with `remainingSeconds` left, given what the student has done with it. */
export function timerView(
  profile: TimerProfile,
  remainingSeconds: number,
  { hidden, hovered }: { hidden: boolean; hovered: boolean },
): TimerView {
  const whole = Number.isFinite(remainingSeconds) ? Math.max(0, Math.floor(remainingSeconds)) : 0;
  const hideable = canHide(profile, whole);
  const mark = atMark(profile.marks, whole);
  const text =
    profile.name === 'ielts'
      ? ieltsText(whole, hovered && profile.secondsOnHover)
      : profile.name === 'gre'
        ? greText(whole)
        : formatClock(whole);
  return {
    text,
    visible: !(hidden && hideable),
    low: whole <= profile.lowFrom,
    flashing: profile.flashes && mark !== undefined,
    toggle:
      hideable && profile.hiding ? (hidden ? profile.hiding.showLabel : profile.hiding.hideLabel) : null,
    announcement: mark === undefined ? '' : `${mark / MINUTE} minutes left`,
  };
}
