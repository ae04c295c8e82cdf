import { describe, expect, it } from 'vitest';
import { liveClass, NOW } from '../test-utils';
import { batchListHref, filterBatches } from './batch-filters';
import { dayHeading, groupByDay, isOnTimeAgenda, isVimeoLink } from './class-days';

const DAY = 24 * 60;

describe('live class days (spec 3 §2)', () => {
  it('groups by class date, each day by start; days soonest or newest first', () => {
    const a = liveClass(-DAY + 120);
    const b = liveClass(-DAY - 120);
    const c = liveClass(-3 * DAY);
    const d = liveClass(30);
    const asc = groupByDay([a, d, c, b]);
    expect(asc.map((g) => g.day)).toEqual(['2026-11-19', '2026-11-21', '2026-11-22']);
    expect(asc[1]?.classes.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(groupByDay([a, d, c, b], 'desc').map((g) => g.day)).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-19',
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it('puts a class still on that began before midnight under today', () => {
    const lateStart = liveClass(-9.5 * 60, { clsStatus: 'started' }); // 23:30 the day before NOW
    const lateOver = liveClass(-10 * 60); // finished
    const groups = groupByDay([lateStart, lateOver], 'asc', NOW);
    expect(groups.map((g) => [g.day, g.classes.map((c) => c.id)])).toEqual([
      ['2026-11-21', [lateOver.id]],
      ['2026-11-22', [lateStart.id]],
    ]);
  });

  it('marks an agenda that asks to be on time, whatever its case', () => {
    expect(isOnTimeAgenda('Please join ON TIME.')).toBe(true);
    expect(isOnTimeAgenda('Be on time: we start sharp')).toBe(true);
    expect(isOnTimeAgenda('Bring a pen')).toBe(false);
    expect(isOnTimeAgenda('ontime')).toBe(false);
  });

  it('names the days near today, and the others with weekday and DD/MM/YYYY', () => {
    expect(dayHeading('2026-11-22', NOW)).toBe('Today');
    expect(dayHeading('2026-11-23', NOW)).toBe('Tomorrow');
    expect(dayHeading('2026-11-21', NOW)).toBe('Yesterday');
    expect(dayHeading('2026-12-01', NOW)).toBe('Tuesday, 01/12/2026');
  });

  it('tells a Vimeo recording from a stream', () => {
    expect(isVimeoLink('https://vimeo.com/76979871')).toBe(true);
    expect(isVimeoLink('76979871')).toBe(true);
    expect(isVimeoLink('/demo-media/video/sample/index.m3u8')).toBe(false);
  });

  it('filters batches by type and language, both all by default', () => {
    const batches = [
      { batchType: 't1', languages: 'English' },
      { batchType: 't2', languages: 'Hindi' },
      { batchType: 't1', languages: 'Hindi' },
    ].map((b, i) => ({
      id: String(i),
      batchName: `B${i}`,
      description: '',
      batchTypeName: '',
      isBatchEnabled: true,
      isEnrolled: false,
      ...b,
    }));
    const ids = (type: string, language: string) =>
      filterBatches(batches, { type, language }).map((b) => b.id);
    expect(ids('all', 'all')).toEqual(['0', '1', '2']);
    expect(ids('t1', 'all')).toEqual(['0', '2']);
    expect(ids('all', 'Hindi')).toEqual(['1', '2']);
    expect(ids('t2', 'English')).toEqual([]);
    expect(batchListHref()).toBe('/liveclasses?batch=1');
    expect(batchListHref({ type: 't1', language: 'all' })).toBe('/liveclasses?batch=1&type=t1');
    expect(batchListHref({ type: 'all', language: 'Hindi' })).toBe('/liveclasses?batch=1&language=Hindi');
  });
});
