import { Avatar, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LeaderboardRow } from '@portico/contract/assessment-leaderboard';
import { useId } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useLeaderboard } from '../api/get-leaderboard';
import classes from './leaderboard.module.css';

// spec 2 §8, spelled as the spec spells it.
export const EMPTY_LEADERBOARD = 'No data available';

/** spec 2 §9: scores read 'N pts'. */
export const formatPoints = (score: number) => `${score} pts`;

export function LeaderboardList({ rows }: { rows: LeaderboardRow[] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {EMPTY_LEADERBOARD}
      </Text>
    );
  }
  return (
    <ol className={classes.list}>
      {rows.map((row, index) => (
        // spec 2 §6: the student's own row is highlighted. Other students' rows carry no id.
        <li
          key={row.isMe ? 'me' : `${row.rank}:${row.studentName}:${index}`}
          className={classes.row}
          data-me={row.isMe || undefined}
          aria-current={row.isMe ? 'true' : undefined}
        >
          <Text className={classes.rank} size="sm">
            <span className="visually-hidden">Rank </span>
            {row.rank}
          </Text>
          <Avatar src={row.profileImage || null} name={row.studentName} alt="" size={36} radius="xl" />
          <Text className={classes.name} size="sm" fw={row.isMe ? 700 : 500}>
            {row.studentName}
            {row.isMe && <span className="visually-hidden"> (you)</span>}
          </Text>
          <Text className={classes.score} size="sm" fw={600}>
            {formatPoints(row.score)}
          </Text>
        </li>
      ))}
    </ol>
  );
}

/**
 * The leaderboard card of a test page (spec 2 §2), shown when the company enables it: it ranks the
 * tests of this page (its module and the modules below it).
 */
export function Leaderboard({ courseId, moduleId }: { courseId: string | null; moduleId: string | null }) {
  const board = useLeaderboard(courseId, moduleId);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        Leaderboard
      </Title>
      {(board.isLoading || !moduleId) && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading leaderboard">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={36} radius="md" />
          ))}
        </Stack>
      )}
      {board.isError && !isSessionExpired(board.error) && (
        <StatusAlert tone="error">{errorMessage(board.error)}</StatusAlert>
      )}
      {board.isSuccess && <LeaderboardList rows={board.data} />}
    </Paper>
  );
}
