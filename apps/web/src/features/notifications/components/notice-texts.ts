/** The words of a notice's row, on the dashboard and the notice board (spec 1 §2, §8). */
export const NOTICE_TEXTS = {
  important: 'IMPORTANT',
  unread: 'Unread',
  noNotices: 'No notices yet.',
} as const;
