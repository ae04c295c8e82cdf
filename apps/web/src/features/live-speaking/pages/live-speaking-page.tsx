import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useCompany } from '../../../lib/company-context';
import { getUser } from '../../../lib/session';

/**
 * spec 3 §2 Live speaking (/live-speaking): enrolled students may book five live one-on-one speaking
 * sessions, free with terms, by messaging one of the company's two speaking contacts from their
 * registered mobile number and e-mail.
 */
export function LiveSpeakingPage() {
  const company = useCompany();
  const user = getUser();
  const contacts = [company.speakingContact1, company.speakingContact2].filter((c) => c.trim() !== '');
  return (
    <Container size={720} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Live Speaking Sessions
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Text>
              As a student enrolled with {company.companyName}, you are eligible for{' '}
              <strong>5 live one-on-one speaking sessions</strong> with a trainer, free of charge (terms
              apply).
            </Text>
            <Title order={2} size="h4">
              How to request your sessions
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                Send a message from your registered mobile number to one of the numbers below.
              </List.Item>
              <List.Item>
                Include your name and your registered e-mail
                {user?.studentName ? ` (you are signed in as ${user.studentName})` : ''}.
              </List.Item>
              <List.Item>
                Say which days and times suit you; the team replies to confirm each session.
              </List.Item>
            </List>
            <Title order={2} size="h4">
              Contact numbers
            </Title>
            {contacts.length === 0 ? (
              <Text>No Data available</Text>
            ) : (
              <List spacing="xs">
                {contacts.map((number) => (
                  <List.Item key={number}>
                    <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</Anchor>
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="sm" c="dimmed">
              Sessions are for students enrolled in a course of this portal; each is booked for one student.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
