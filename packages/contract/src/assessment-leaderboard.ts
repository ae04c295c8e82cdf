import { z } from 'zod';
import { envelope, idField } from './envelope';
import { get } from './route';

// Leaderboard (spec 2 §3, §7).

export const LeaderboardQuerySchema = z.object({
  courseId: idField('courseId'),
  /** The page (module) the leaderboard sits on: only the tests of its cards count (Mock Tests ranks mocks). */
  learningModuleId: idField('learningModuleId').optional(),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;
export const LeaderboardRowSchema = z.object({
  /** Only on the student's own row: other students' ids are never shown. */
  userId: z.string().optional(),
  rank: z.number(),
  studentName: z.string(),
  /** A picture the viewer may load (a time-limited address for other students), or '' for none. */
  profileImage: z.string(),
  score: z.number(),
  /** The signed-in student's own row (spec 2 §6: highlighted). */
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export const LeaderboardResponseSchema = envelope(z.array(LeaderboardRowSchema));
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** spec 2 §7 GET leaderboard (decision 049). */
export const leaderboardApi = {
  leaderboard: get('leaderboard', { query: LeaderboardQuerySchema, response: LeaderboardResponseSchema }),
};
