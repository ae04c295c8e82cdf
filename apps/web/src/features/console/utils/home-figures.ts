import type { ConsoleHomeQueue, ConsoleHomeQueueName } from '@portico/contract/console-home';
import { countOf } from '../../../lib/plural';
import { formatSpan } from './queue-time';

type QueueText = {
  title: string;
  /** The queue's list with its filter set to what the figure counts. */
  waitingHref: string;
  /** What one waiting item is. */
  item: string;
  /** What the member did today to an item of it. */
  done: string;
};

/** Each queue of the home: its name, its list (filtered as the figure counts), and its words. */
export const HOME_QUEUES: Record<ConsoleHomeQueueName, QueueText> = {
  evaluations: {
    title: 'Evaluations',
    waitingHref: '/console/evaluations?filter=waiting',
    item: 'attempt',
    done: 'released',
  },
  scoreReports: {
    title: 'Score reports',
    waitingHref: '/console/score-reports?status=pending',
    item: 'report',
    done: 'reviewed',
  },
  support: {
    title: 'Support',
    waitingHref: '/console/support?status=open',
    item: 'ticket',
    done: 'answered',
  },
  career: {
    title: 'Career reviews',
    waitingHref: '/console/career?status=waiting',
    item: 'review',
    done: 'reviewed',
  },
  applications: {
    title: 'Applications',
    waitingHref: '/console/applications?status=open',
    item: 'application',
    done: 'followed up',
  },
};

/**
 * A queue's waiting list narrowed to its late items or the member's own (issue 40): what the home's
 * late and 'your work' figures count.
 */
export const narrowedHref = (queue: ConsoleHomeQueueName, which: 'late' | 'mine') =>
  `${HOME_QUEUES[queue].waitingHref}&${which}=true`;

/** '1 attempt', '3 attempts' of a queue. */
export const itemsOf = (n: number, queue: ConsoleHomeQueueName) => countOf(n, HOME_QUEUES[queue].item);

/** How long the oldest waiting item has waited ('3 d'); null when nothing waits. */
export const oldestAge = (q: Pick<ConsoleHomeQueue, 'oldestSince'>, now: number) =>
  q.oldestSince === null ? null : formatSpan(now - Date.parse(q.oldestSince));

/** A target in hours as settings speak of it: '48 h', or whole days from three days on ('3 d'). */
export const targetText = (hours: number) =>
  hours >= 72 && hours % 24 === 0 ? `${hours / 24} d` : `${hours} h`;

/** The member's own share of the queues: what is theirs and waits, and what they finished today. */
export function ownWork(queues: ConsoleHomeQueue[]) {
  const mine = queues.filter((q) => (q.mine ?? 0) > 0);
  const done = queues.filter((q) => (q.doneToday ?? 0) > 0);
  return { mine, done, empty: mine.length === 0 && done.length === 0 };
}
