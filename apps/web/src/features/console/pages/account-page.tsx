import { Paper, Stack } from '@mantine/core';
import { AccountPassword } from '../components/account-password';
import { AccountTotp } from '../components/account-totp';
import { useConsoleMember } from '../components/console-shell';
import { PageTitle } from '../resource/page-title';

/** /console/account: the signed-in member's password and two-step sign-in. */
export function AccountPage() {
  const member = useConsoleMember();
  return (
    <Stack gap="lg">
      <PageTitle title="Your account">
        {member.name} · {member.email}
      </PageTitle>
      <Paper withBorder radius="md" p="md">
        <AccountTotp member={member} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <AccountPassword email={member.email} />
      </Paper>
    </Stack>
  );
}
