// The Drizzle schema object: every table of src/db/schema/, in one namespace.

export * from './schema/applications';
export * from './schema/assessment';
export * from './schema/calibration';
export * from './schema/career';
export * from './schema/coding';
export * from './schema/commerce';
export * from './schema/console';
export * from './schema/content';
export * from './schema/courses';
export * from './schema/feedback';
export * from './schema/files';
export * from './schema/grading';
export * from './schema/home';
export * from './schema/live-classes';
export * from './schema/metadata';
export * from './schema/notifications';
export * from './schema/people';
export * from './schema/push';
export * from './schema/review-decks';
export * from './schema/score-meaning';
export * from './schema/study-plan';
export * from './schema/support';
export * from './schema/tenancy';
