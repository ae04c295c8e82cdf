import { Button, Stack, Text, TextInput } from '@mantine/core';
import { StaffMessages } from '@portico/contract/console-staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

interface Props {
  /** Sends the code; rejects with the server's message. */
  onCode: (code: string) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  /** Focus the field when shown (the sign-in's second step). */
  autoFocus?: boolean;
  label?: string;
}

/** A 6-digit TOTP code (RFC 6238) from an authenticator app; spaces are allowed. */
export function TotpCodeForm({ onCode, pending, error, submitLabel, autoFocus, label = 'Code' }: Props) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setInvalid(StaffMessages.codeFormat);
      ref.current?.focus();
      return;
    }
    setInvalid(null);
    onCode(digits);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {Boolean(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>}
        <TextInput
          ref={ref}
          label={label}
          name="code"
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
        <Text size="sm" c="dimmed">
          {StaffMessages.totpRequired}
        </Text>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
