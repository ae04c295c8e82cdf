import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { RECOVERY_CODE_COUNT, StaffMessages } from '@portico/contract/console-staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { recoveryStatusQuery, useRecoveryRenew } from '../api/console-staff';

/**
 * The recovery codes of a member with two-step sign-in (decision 054): how many are left, and a new
 * set (the old one void) for the password or a current code; the new codes go to `onCodes`.
 */
export function AccountRecovery({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const status = useQuery(recoveryStatusQuery);
  const [open, setOpen] = useState(false);
  const left = status.data?.remaining;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Recovery codes
      </Title>
      {status.isError && <StatusAlert tone="error">{errorMessage(status.error)}</StatusAlert>}
      {left !== undefined && (
        <Text data-testid="recovery-left">
          {left === 0
            ? 'You have no recovery codes left. Make a new set so you can still sign in without your phone.'
            : `${left} of ${status.data?.total || RECOVERY_CODE_COUNT} recovery codes left. Each works once in place of a code from your app.`}
        </Text>
      )}
      {left !== undefined && left > 0 && left <= 3 && (
        <StatusAlert tone="info">Few codes are left: make a new set soon.</StatusAlert>
      )}
      {open ? (
        <RenewForm
          onCancel={() => setOpen(false)}
          onCodes={(codes) => {
            setOpen(false);
            onCodes(codes);
          }}
        />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setOpen(true)}>
            Make new recovery codes
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A new set: the password or a current code from the app (the old codes stop working). */
function RenewForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const renew = useRecoveryRenew();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!password && !digits) return setInvalid(StaffMessages.recoveryNeedsProof);
    if (digits && !/^\d{6}$/.test(digits)) return setInvalid(StaffMessages.codeFormat);
    setInvalid(null);
    renew.mutate(digits ? { code: digits } : { password }, {
      onSuccess: ({ data, message }) => {
        if (message) notify.show({ color: 'green', message });
        onCodes(data.codes);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Your current codes stop working. Enter your password or a current code from your app.
        </Text>
        {renew.isError && <StatusAlert tone="error">{errorMessage(renew.error)}</StatusAlert>}
        <PasswordInput
          label="Password"
          name="recovery-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <TextInput
          label="or a code from your authenticator app"
          name="recovery-totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={code}
          error={invalid}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (invalid) setInvalid(null);
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={renew.isPending}>
            Make new codes
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
