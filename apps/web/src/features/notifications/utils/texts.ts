import { NOTICE_TEXTS } from '../components/notice-texts';

/** The words of the notifications page and notice board (spec 1 §2, §8). */
export const TEXTS = {
  ...NOTICE_TEXTS,
  notificationsTitle: 'Notifications',
  noticeBoardTitle: 'Notice Board',
  viewDetail: 'View Detail',
  hideDetail: 'Hide Detail',
  empty: 'No Notifications',
  sortLabel: 'Sort',
  newestFirst: 'Newest to Oldest',
  oldestFirst: 'Oldest to Newest',
  from: 'From',
  to: 'To',
  clearDates: 'Clear dates',
  badRange: 'The From date must be on or before the To date',
  previous: 'Previous page',
  next: 'Next page',
  back: 'Back',
  noticeMissing: 'This notice is no longer available.',
  postedOn: 'Posted on',
} as const;
