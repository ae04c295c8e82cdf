import { Button, Container, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useDefaultReport } from '../api/get-default-report';
import { DefaultReportView } from '../components/default-report-view';

// spec 3 §8: default report failure.
const REPORT_FAILED = 'Something went wrong. Please try again later';

/** spec 3 §2 default test report (/report/:id, the id being the student test). */
export function DefaultReportPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const report = useDefaultReport(id);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {report.isSuccess ? (
        <DefaultReportView data={report.data} />
      ) : report.isError ? (
        <Stack gap="md" align="flex-start">
          {!isSessionExpired(report.error) && (
            <StatusAlert tone="error" w="100%">
              {errorMessage(report.error, REPORT_FAILED)}
            </StatusAlert>
          )}
          <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={() => navigate(-1)}>
            Back
          </Button>
        </Stack>
      ) : (
        <PageLoader label="Loading the report…" />
      )}
    </Container>
  );
}
