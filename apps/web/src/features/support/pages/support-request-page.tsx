import { Container, Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { getCourseId } from '../../../lib/session';
import { SupportForm } from '../components/support-form';

/** spec 3 §5 /support-request: the request form alone; once sent, the student's queries. */
export function SupportRequestPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        Support request
      </Title>
      <Paper withBorder radius="md" p="md">
        <SupportForm mode="request" courseId={getCourseId()} onCreated={() => navigate('/support')} />
      </Paper>
    </Container>
  );
}
