import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { HtmlContent } from '../../../components/html-content';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useEvaluationRemarks } from '../api/reports';

/**
 * spec 2 §2 Remarks: the evaluation remarks message (sanitised HTML: the teacher may format it), and
 * each correction of the released evaluation with its reason (issue 40).
 */
export function RemarksTab({ studentTestId }: { studentTestId: string }) {
  const remarks = useEvaluationRemarks(studentTestId);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Remarks
      </Title>
      {remarks.isPending && (
        <Box aria-busy="true" aria-label="Loading the remarks">
          <Skeleton height={60} />
        </Box>
      )}
      {remarks.isError && !isSessionExpired(remarks.error) && (
        <StatusAlert tone="error">{errorMessage(remarks.error)}</StatusAlert>
      )}
      {remarks.data?.message && <HtmlContent html={remarks.data.message} />}
      {(remarks.data?.data.corrections ?? []).map((c) => (
        <StatusAlert key={c.at} tone="info" title={`Corrected on ${formatDate(c.at)}`}>
          {c.reason}
        </StatusAlert>
      ))}
    </Stack>
  );
}
