// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateField } from '../components/date-field';
import { stubBrowser } from '../test/stub-browser';
import { addressDay, formatDate, formatDateTime, parseDayMonthYear } from './dates';

beforeAll(stubBrowser);
afterEach(cleanup);

const src = path.resolve(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

describe('dates are day/month/year (spec 2 §9)', () => {
  it('reads a day kept in the address only when it is a real one', () => {
    expect(addressDay('2026-11-30')).toBe('2026-11-30');
    expect(addressDay('2026-02-30')).toBe('');
    expect(addressDay('30/11/2026')).toBe('');
    expect(addressDay(null)).toBe('');
  });

  it('formats days and date-times day first', () => {
    expect(formatDate('2026-03-04T10:07:00')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-04T15:07:00')).toBe('04/03/2026, 3:07 PM');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads a typed day/month/year, and refuses a day that does not exist', () => {
    expect(parseDayMonthYear('24/11/2026')).toBe('2026-11-24');
    expect(parseDayMonthYear('5-3-2026')).toBe('2026-03-05');
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('11/24/2026')).toBeNull();
    expect(parseDayMonthYear('2026-11-24')).toBeNull();
  });

  it('no page shows or asks for a date any other way: no native date input, no other date format', () => {
    const offenders: string[] = [];
    for (const file of files(src)) {
      // The two modules that format dates: every page's, and the calendar days of a plan.
      if (file.endsWith(path.join('lib', 'dates.ts')) || file.endsWith(path.join('lib', 'calendar-day.ts')))
        continue;
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(src, file);
      if (/type=["']date["']|type:\s*['"]date['"]/.test(text)) offenders.push(`${rel}: native date input`);
      if (/toLocale(Date)?String\(|Intl\.DateTimeFormat\((?!\)\.resolvedOptions)/.test(text))
        offenders.push(`${rel}: locale date`);
      // A dayjs display format naming day, month or year (YYYY-MM-DD for the wire is allowed).
      for (const m of text.matchAll(/\.format\(\s*['"]([^'"]*)['"]/g)) {
        const f = m[1] ?? '';
        if (/[DMY]/.test(f) && f !== 'YYYY-MM-DD') offenders.push(`${rel}: format '${f}'`);
      }
      if (/\bDateInput\b|\bDatePickerInput\b|\bDatePicker\b/.test(text) && !rel.endsWith('date-field.tsx')) {
        offenders.push(`${rel}: date input outside DateField`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('DateField shows the day as DD/MM/YYYY and takes a typed day/month/year', () => {
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('2026-03-04');
      return (
        <MantineProvider>
          <DateField
            label="Exam date"
            value={value}
            onChange={(v) => {
              seen.push(v);
              setValue(v);
            }}
          />
        </MantineProvider>
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Exam date') as HTMLInputElement;
    expect(input.value).toBe('04/03/2026');
    fireEvent.change(input, { target: { value: '24/11/2026' } });
    expect(seen.at(-1)).toBe('2026-11-24');
    fireEvent.blur(input);
    expect(input.value).toBe('24/11/2026');
    // Month first is not a day here: no value, and the field says how to write it.
    fireEvent.change(input, { target: { value: '11/24/2026' } });
    expect(seen.at(-1)).toBe('');
    fireEvent.blur(input);
    expect(screen.getByText('Please enter the date as DD/MM/YYYY')).toBeTruthy();
  });

  it('DateField picks a day from the calendar and shows it day first', async () => {
    const seen: string[] = [];
    render(
      <MantineProvider>
        <DateField label="From" value="" maxDate="2026-11-24" onChange={(v) => seen.push(v)} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    fireEvent.click(await screen.findByRole('button', { name: '5 November 2026' }));
    expect(seen.at(-1)).toBe('2026-11-05');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('05/11/2026');
  });
});
