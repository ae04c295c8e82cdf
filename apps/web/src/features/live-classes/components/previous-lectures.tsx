import { Button, Group, Stack } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import dayjs from 'dayjs';
import { DateField } from '../../../components/date-field';
import { CrossIcon } from '../../../components/icons';
import { TEXTS } from '../texts';
import { dayOf } from '../utils/class-days';
import { ClassCard } from './class-card';
import { ClassLinks } from './class-links';
import { DayGroups } from './day-groups';

type PreviousLecturesProps = {
  classes: LiveClass[];
  /** The chosen day (`YYYY-MM-DD`), '' for every day; the page clears it when the tab changes. */
  date: string;
  onDate: (date: string) => void;
  onPlay: (cls: LiveClass) => void;
};

/**
 * spec 3 §2 Previous Lectures: grouped by class date (newest day first), each day by start; a date
 * picker without future days and a button that clears it; 'No class is found'.
 */
export function PreviousLectures({ classes, date, onDate, onPlay }: PreviousLecturesProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const shown = date ? classes.filter((c) => dayOf(c.classDateTime) === date) : classes;
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DateField
          label={TEXTS.classDate}
          value={date}
          onChange={onDate}
          minDate={classes.length > 0 ? dayOf(classes[0]?.classDateTime ?? '') : undefined}
          maxDate={today}
          // spec 3 §5: no future dates (the calendar offers none; a typed one is refused here).
          error={date > today ? TEXTS.futureDate : undefined}
          w={220}
          style={{ flexShrink: 1, minWidth: 0 }}
        />
        {date && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<CrossIcon size={14} />}
            onClick={() => onDate('')}
          >
            {TEXTS.clearDate}
          </Button>
        )}
      </Group>
      <DayGroups
        classes={shown}
        order="desc"
        empty={TEXTS.noClassFound}
        card={(c) => (
          <ClassCard cls={c} badge={null}>
            <ClassLinks cls={c} onPlay={onPlay} />
          </ClassCard>
        )}
      />
    </Stack>
  );
}
