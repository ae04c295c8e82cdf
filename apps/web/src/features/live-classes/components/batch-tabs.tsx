import { Badge, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BatchDetail, LiveClass } from '@portico/contract/live-classes';
import { useState } from 'react';
import { TEXTS } from '../texts';
import { ClassAction } from './class-action';
import { ClassCard } from './class-card';
import { ClassLinks } from './class-links';
import { DayGroups } from './day-groups';
import { PreviousLectures } from './previous-lectures';

/** spec 3 §4 Live classes: tab 1 today, 2 previous, 3 upcoming. */
export type LectureTab = 'today' | 'previous' | 'upcoming';

type BatchTabsProps = {
  detail: BatchDetail;
  courseId: string;
  onPlay: (cls: LiveClass) => void;
  initialTab?: LectureTab;
};

/**
 * spec 3 §2 the batch's lectures: Today's (with Launch for the batch's students), Previous (by date,
 * with a date filter) and Upcoming ('Coming Soon'). Switching tab clears the selected date.
 */
export function BatchTabs({ detail, courseId, onPlay, initialTab = 'today' }: BatchTabsProps) {
  const [tab, setTab] = useState<LectureTab>(initialTab);
  const [date, setDate] = useState('');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const enrolled = detail.batch.isEnrolled;
  const changeTab = (next: string | null) => {
    setTab((next as LectureTab | null) ?? 'today');
    setDate('');
  };

  return (
    <Tabs
      value={tab}
      onChange={changeTab}
      keepMounted={false}
      // On a phone the three tabs share the row, a label on two lines if need be.
      styles={{ list: { flexWrap: 'nowrap' }, tabLabel: { whiteSpace: 'normal', textAlign: 'center' } }}
    >
      <Tabs.List mb="lg" grow={phone}>
        {(
          [
            ['today', TEXTS.todayTab],
            ['previous', TEXTS.previousTab],
            ['upcoming', TEXTS.upcomingTab],
          ] as const
        ).map(([value, label]) => (
          <Tabs.Tab key={value} value={value} px={{ base: 6, sm: 'md' }}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="today">
        <DayGroups
          classes={detail.todayClasses}
          card={(c) => (
            <ClassCard cls={c}>
              {enrolled && <ClassAction cls={c} courseId={courseId} />}
              <ClassLinks cls={c} onPlay={onPlay} />
            </ClassCard>
          )}
        />
      </Tabs.Panel>
      <Tabs.Panel value="previous">
        <PreviousLectures classes={detail.completedClasses} date={date} onDate={setDate} onPlay={onPlay} />
      </Tabs.Panel>
      <Tabs.Panel value="upcoming">
        <DayGroups
          classes={detail.upcomingClasses}
          card={(c) => (
            <ClassCard
              cls={c}
              badge={
                c.clsStatus === 'cancelled' ? undefined : (
                  <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
                    {TEXTS.comingSoon}
                  </Badge>
                )
              }
            />
          )}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
