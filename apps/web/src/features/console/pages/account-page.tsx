import { Paper, Stack, Text, Title } from '@mantine/core';
import { AccountPassword } from '../components/account-password';
import { AccountTotp } from '../components/account-totp';
import { useConsoleMember } from '../components/console-shell';

/** /console/account: the signed-in member's password and two-step sign-in. */
export function AccountPage() {
  const member = useConsoleMember();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Your account
        </Title>
        <Text c="dimmed">
          {member.name} · {member.email}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <AccountTotp member={member} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <AccountPassword email={member.email} />
      </Paper>
    </Stack>
  );
}
