import { Button, Stack, Text, TextInput } from '@mantine/core';
import { StaffMessages } from '@portico/contract/console-staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

/** The form of a shown recovery code: 16 letters and digits, dashes and spaces optional. */
const RECOVERY_FORM = /^[0-9A-Z]{16}$/;

interface Props {
  onCode: (code: string) => void;
  pending: boolean;
  error: unknown;
}

/** Sign-in's second step with a recovery code (decision 054) in place of the app's code. */
export function RecoveryCodeForm({ onCode, pending, error }: Props) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!RECOVERY_FORM.test(code.toUpperCase().replace(/[\s-]+/g, ''))) {
      setInvalid(StaffMessages.recoveryFormat);
      ref.current?.focus();
      return;
    }
    setInvalid(null);
    onCode(code.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {Boolean(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>}
        <TextInput
          ref={ref}
          label="Recovery code"
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={invalid}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (invalid) setInvalid(null);
          }}
        />
        <Text size="sm" c="dimmed">
          One of the codes you saved when you turned on two-step sign-in. Each works once.
        </Text>
        <Button type="submit" loading={pending}>
          Sign in with the recovery code
        </Button>
      </Stack>
    </form>
  );
}
