import { Container, Grid, Paper, Stack, Title } from '@mantine/core';
import { getCourseId } from '../../../lib/session';
import { SupportForm } from '../components/support-form';
import { TicketList } from '../components/ticket-list';

/** spec 3 §5 /support: the student's tickets with the staff's answers, and a new request. */
export function SupportPage() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        Support
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Your queries
            </Title>
            <TicketList />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              New request
            </Title>
            <SupportForm mode="request" courseId={getCourseId()} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
