import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatTakenOn } from './report-format';

// spec 3 §8: a failed report shows the server's message in an alert, or this one.
const REPORT_FAILED = 'Something went wrong. Please try again later';

/** A button back to where the student came from. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={onClick}>
      Back
    </Button>
  );
}

interface ReportFrameProps<T> {
  report: { isSuccess: boolean; isError: boolean; data: T | undefined; error: unknown };
  onBack: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A report page's frame: the report once loaded; on failure the reason (none when the session
 * expired, as the sign-in screen follows) and a way back; a loader meanwhile.
 */
export function ReportFrame<T>({ report, onBack, children }: ReportFrameProps<T>) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {report.isSuccess && report.data !== undefined ? (
        children(report.data)
      ) : report.isError ? (
        <Stack gap="md" align="flex-start">
          {!isSessionExpired(report.error) && (
            <StatusAlert tone="error" w="100%">
              {errorMessage(report.error, REPORT_FAILED)}
            </StatusAlert>
          )}
          <BackButton onClick={onBack} />
        </Stack>
      ) : (
        <PageLoader label="Loading the report…" />
      )}
    </Container>
  );
}

/** A report's heading: the test's name and when it was taken, with the page's actions beside it. */
export function ReportHeading({
  title,
  takenOn,
  children,
}: {
  title: string;
  takenOn: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="gray.7">Test Taken on {formatTakenOn(takenOn)}</Text>
      </Stack>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
