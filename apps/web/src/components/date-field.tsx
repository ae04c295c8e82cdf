import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { DATE_FORMAT, formatDate, parseDayMonthYear } from '../lib/dates';
import { CalendarIcon } from './icons';

/** Shown under a typed text that is not a day (until the parent has its own error to show). */
export const BAD_DATE = 'Please enter the date as DD/MM/YYYY';

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** The day as `YYYY-MM-DD`, '' for none. */
  value: string;
  /** The day as `YYYY-MM-DD`, '' while the text is empty or not (yet) a day. */
  onChange: (value: string) => void;
  /** First and last day the calendar offers (`YYYY-MM-DD`); a typed day outside still reaches the
   * form, whose rules say what is wrong with it. */
  minDate?: string;
  maxDate?: string;
};

/**
 * A day entered and shown day/month/year (spec 2 §9): typed (`24/11/2026`) or picked from the calendar
 * behind the button. A native date input would show the browser's own, month-first order.
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  disabled,
  onBlur,
  ...props
}: DateFieldProps) {
  const [text, setText] = useState(() => formatDate(value));
  const [touched, setTouched] = useState(false);

  // A value set from outside (a form reset, 'Clear dates', a saved record) replaces the text.
  useEffect(() => {
    setText((current) => ((parseDayMonthYear(current) ?? '') === value ? current : formatDate(value)));
  }, [value]);

  const type = (next: string) => {
    setText(next);
    setTouched(false);
    onChange(parseDayMonthYear(next) ?? '');
  };
  const pick = (day: string | null) => {
    setText(formatDate(day));
    setTouched(false);
    onChange(day ?? '');
  };
  const unreadable = touched && text.trim() !== '' && !parseDayMonthYear(text);

  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      disabled={disabled}
      placeholder={props.placeholder ?? DATE_FORMAT}
      inputMode="numeric"
      autoComplete="off"
      error={error || (unreadable ? BAD_DATE : undefined)}
      rightSectionPointerEvents="all"
      rightSection={
        <CalendarButton
          day={parseDayMonthYear(text)}
          onPick={pick}
          minDate={minDate}
          maxDate={maxDate}
          disabled={disabled}
        />
      }
    />
  );
}

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
};

interface CalendarButtonProps {
  /** The typed day (`YYYY-MM-DD`), null when the text is not one. */
  day: string | null;
  /** A day picked: the calendar closes. */
  onPick: (day: string | null) => void;
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
}

/** The button opening the calendar, which starts at the typed day (else the last day offered). */
function CalendarButton({ day, onPick, minDate, maxDate, disabled }: CalendarButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Open calendar"
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          <CalendarIcon size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={day}
          onChange={(picked) => {
            setOpened(false);
            onPick(picked);
          }}
          defaultDate={day ?? maxDate ?? undefined}
          minDate={minDate || undefined}
          maxDate={maxDate || undefined}
          hideOutsideDates
          weekendDays={[]}
          ariaLabels={CALENDAR_LABELS}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * 'From' and 'To' days of a filter (the audit log, the orders list): the end's calendar starts at the
 * start, and an end before the start says so under it.
 */
export function DayRangeFields({
  from,
  to,
  onChange,
  rangeError,
}: {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
  /** Shown under 'To' when the end is before the start. */
  rangeError: string | undefined;
}) {
  return (
    <>
      <DateField label="From" value={from} onChange={(v) => onChange('from', v)} w={150} />
      <DateField
        label="To"
        value={to}
        onChange={(v) => onChange('to', v)}
        minDate={from || undefined}
        error={rangeError}
        w={150}
      />
    </>
  );
}
