import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_FORMAT, parseDayMonthYear } from '../lib/dates';
import { CalendarIcon } from './icons';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** The day as `YYYY-MM-DD`, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** First and last day the calendar offers (`YYYY-MM-DD`); a typed day outside still reaches the
   * form, whose rules say what is wrong with it. */
  minDate?: string;
  maxDate?: string;
};

/**
 * A day entered and shown day/month/year (spec 2 §9), typed (`24/11/2026`) or picked from the
 * calendar; a native date input would show the browser's month-first order.
 */
export function DateField({ value, onChange, minDate, maxDate, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      allowDeselect
      excludeDate={(day) => Boolean((minDate && day < minDate) || (maxDate && day > maxDate))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_FORMAT}
      dateParser={(text) => parseDayMonthYear(text)}
      placeholder={props.placeholder ?? 'DD/MM/YYYY'}
      clearable={props.clearable ?? false}
      leftSection={props.leftSection ?? <CalendarIcon size={16} />}
      popoverProps={{ withinPortal: true, ...props.popoverProps }}
    />
  );
}
