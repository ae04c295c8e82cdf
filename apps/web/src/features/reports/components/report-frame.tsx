import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatTakenOn } from './report-format';

// spec 3 §8: a failed report shows the server's message in an alert, or this one.
const REPORT_FAILED = 'Something went wrong. Please try again later';

/** A button back to where the student came from ('Back', or where it leads). */
export function BackButton({ onClick, children = 'Back' }: { onClick: () => void; children?: string }) {
  return (
    <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The width and margins every report page shares. */
function ReportContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {children}
    </Container>
  );
}

/** A page listing reports (Mock Report, My Reports, Progress Report): its title over its content. */
export function ReportsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ReportContainer>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </ReportContainer>
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
    <ReportContainer>
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
    </ReportContainer>
  );
}

/** What a report's heading says under its title: when the test was taken, or what the page is. */
type HeadingLine = { takenOn: string; subtitle?: never } | { subtitle: string; takenOn?: never };

/** A report's heading: its title and the line under it, with the page's actions beside it. */
export function ReportHeading({
  title,
  takenOn,
  subtitle,
  children,
}: HeadingLine & {
  title: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="gray.7">{takenOn === undefined ? subtitle : `Test Taken on ${formatTakenOn(takenOn)}`}</Text>
      </Stack>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
