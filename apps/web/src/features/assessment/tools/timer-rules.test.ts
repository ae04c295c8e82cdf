import { describe, expect, it } from 'vitest';
import { formatClock, type TimerProfile, timerProfile, timerView } from './timer-rules';

const shown = { hidden: false, hovered: false };
const view = (profile: TimerProfile, seconds: number, state = shown) => timerView(profile, seconds, state);
const text = (profile: TimerProfile, seconds: number) => view(profile, seconds).text;

describe('timerProfile', () => {
  it('picks the profile by the template, lower-cased, and IELTS by its exam family too', () => {
    expect(timerProfile('IELTS').name).toBe('ielts');
    expect(timerProfile('default', 'IELTS-General').name).toBe('ielts');
    expect(timerProfile('grelayout').name).toBe('gre');
    expect(timerProfile('GRElayoutV3').name).toBe('gre');
    expect(timerProfile('sat-digital').name).toBe('sat');
    expect(timerProfile('ptelayout').name).toBe('pte');
    expect(timerProfile('CELPIP').name).toBe('celpip');
    expect(timerProfile('duolingo').name).toBe('duolingo');
    expect(timerProfile('default').name).toBe('default');
    expect(timerProfile('sat').name).toBe('default');
    expect(timerProfile('', null).name).toBe('default');
  });
});

describe('IELTS', () => {
  const ielts = timerProfile('ielts');

  it('says the minutes left in words, and the seconds in the last minute', () => {
    expect(text(ielts, 29 * 60 + 14)).toBe('29 minutes left');
    expect(text(ielts, 3600)).toBe('60 minutes left');
    expect(text(ielts, 3599)).toBe('59 minutes left');
    expect(text(ielts, 120)).toBe('2 minutes left');
    expect(text(ielts, 119)).toBe('1 minute left');
    expect(text(ielts, 60)).toBe('1 minute left');
    expect(text(ielts, 59)).toBe('59 seconds left');
    expect(text(ielts, 45)).toBe('45 seconds left');
    expect(text(ielts, 1)).toBe('1 second left');
    expect(text(ielts, 0)).toBe('0 seconds left');
  });

  it('gives minutes and seconds while hovered', () => {
    const hovered = { hidden: false, hovered: true };
    expect(view(ielts, 29 * 60 + 14, hovered).text).toBe('29:14');
    expect(view(ielts, 3600, hovered).text).toBe('60:00');
    expect(view(ielts, 59, hovered).text).toBe('00:59');
  });

  it('turns red at 10 minutes left', () => {
    expect(view(ielts, 601).low).toBe(false);
    expect(view(ielts, 600).low).toBe(true);
    expect(view(ielts, 599).low).toBe(true);
    expect(view(ielts, 59).low).toBe(true);
  });

  it('flashes and tells a screen reader for ten seconds from the 10- and the 5-minute mark', () => {
    const at = (seconds: number) => {
      const { flashing, announcement } = view(ielts, seconds);
      return { flashing, announcement };
    };
    const quiet = { flashing: false, announcement: '' };
    expect(at(601)).toEqual(quiet);
    expect(at(600)).toEqual({ flashing: true, announcement: '10 minutes left' });
    expect(at(599)).toEqual({ flashing: true, announcement: '10 minutes left' });
    expect(at(591)).toEqual({ flashing: true, announcement: '10 minutes left' });
    expect(at(590)).toEqual(quiet);
    expect(at(301)).toEqual(quiet);
    expect(at(300)).toEqual({ flashing: true, announcement: '5 minutes left' });
    expect(at(299)).toEqual({ flashing: true, announcement: '5 minutes left' });
    expect(at(290)).toEqual(quiet);
    expect(at(59)).toEqual(quiet);
  });

  it('may be hidden to the very end', () => {
    expect(view(ielts, 600).toggle).toBe('Hide time');
    const hidden = view(ielts, 59, { hidden: true, hovered: false });
    expect(hidden.visible).toBe(false);
    expect(hidden.toggle).toBe('Show time');
  });
});

describe('GRE', () => {
  const gre = timerProfile('grelayoutv2');

  it('shows hours:minutes, and the seconds from 5 minutes left', () => {
    expect(text(gre, 3900)).toBe('1:05');
    expect(text(gre, 3600)).toBe('1:00');
    expect(text(gre, 3599)).toBe('0:59');
    expect(text(gre, 35 * 60 + 30)).toBe('0:35');
    expect(text(gre, 301)).toBe('0:05');
    expect(text(gre, 300)).toBe('5:00');
    expect(text(gre, 299)).toBe('4:59');
    expect(text(gre, 59)).toBe('0:59');
  });

  it('may be hidden until 5 minutes are left, then shows itself for good, red', () => {
    const hidden = { hidden: true, hovered: false };
    expect(view(gre, 301, hidden)).toMatchObject({ visible: false, toggle: 'Show Time', low: false });
    expect(view(gre, 301)).toMatchObject({ visible: true, toggle: 'Hide Time' });
    expect(view(gre, 300, hidden)).toMatchObject({ visible: true, toggle: null, low: true });
    expect(view(gre, 299, hidden)).toMatchObject({ visible: true, toggle: null, low: true });
  });

  it('tells a screen reader at 5 minutes, and never flashes', () => {
    expect(view(gre, 301).announcement).toBe('');
    expect(view(gre, 300)).toMatchObject({ announcement: '5 minutes left', flashing: false });
  });

  it('has no seconds on hover', () => {
    expect(view(gre, 3900, { hidden: false, hovered: true }).text).toBe('1:05');
  });
});

describe('SAT', () => {
  const sat = timerProfile('sat-digital');

  it('shows mm:ss', () => {
    expect(text(sat, 32 * 60)).toBe('32:00');
    expect(text(sat, 301)).toBe('05:01');
    expect(text(sat, 299)).toBe('04:59');
    expect(text(sat, 59)).toBe('00:59');
  });

  it('hides with Hide and Show until 5 minutes are left, then shows itself for good, red', () => {
    const hidden = { hidden: true, hovered: false };
    expect(view(sat, 301)).toMatchObject({ visible: true, toggle: 'Hide', low: false });
    expect(view(sat, 301, hidden)).toMatchObject({ visible: false, toggle: 'Show' });
    expect(view(sat, 300, hidden)).toMatchObject({
      visible: true,
      toggle: null,
      low: true,
      announcement: '5 minutes left',
    });
    expect(view(sat, 299, hidden)).toMatchObject({ visible: true, toggle: null, low: true });
  });
});

describe('PTE', () => {
  const pte = timerProfile('ptelayout');

  it('shows mm:ss, or h:mm:ss from an hour up', () => {
    expect(text(pte, 3600)).toBe('1:00:00');
    expect(text(pte, 3599)).toBe('59:59');
    expect(text(pte, 299)).toBe('04:59');
  });

  it('is red from 5 minutes left, and may be hidden to the end', () => {
    expect(view(pte, 301).low).toBe(false);
    expect(view(pte, 300)).toMatchObject({ low: true, announcement: '5 minutes left', flashing: false });
    expect(view(pte, 59, { hidden: true, hovered: false })).toMatchObject({
      visible: false,
      toggle: 'Show time',
    });
  });
});

describe('CELPIP, Duolingo and Portico’s own tests', () => {
  it.each(['celpip', 'duolingo', 'default'])(
    '%s: h:mm:ss or mm:ss, red in the last minute, no hiding',
    (name) => {
      const profile = timerProfile(name);
      expect(text(profile, 3600)).toBe('1:00:00');
      expect(text(profile, 3599)).toBe('59:59');
      expect(text(profile, 601)).toBe('10:01');
      expect(view(profile, 61).low).toBe(false);
      expect(view(profile, 60).low).toBe(true);
      expect(view(profile, 59)).toMatchObject({ text: '00:59', low: true });
      const asked = view(profile, 300, { hidden: true, hovered: true });
      expect(asked).toMatchObject({ visible: true, toggle: null, flashing: false, announcement: '' });
      expect(asked.text).toBe('05:00');
    },
  );
});

describe('formatClock', () => {
  it('drops the empty hours of the runner’s hh:mm:ss, and never reads below zero', () => {
    expect(formatClock(36_000)).toBe('10:00:00');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});
