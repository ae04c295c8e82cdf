import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The call the form makes: its failure shows above the form, its wait on the button. */
  call: { isPending: boolean; isError: boolean; error: unknown };
  submitLabel: string;
  /** Where the call's failure shows as a toast instead. */
  noErrorAlert?: boolean;
  /** Actions under the submit button, inside the form. */
  after?: ReactNode;
  children: ReactNode;
}

/** A sign-in page's form: its fields, then a full-width submit button. */
export function AuthForm({ onSubmit, call, submitLabel, noErrorAlert, after, children }: AuthFormProps) {
  return (
    <>
      {!noErrorAlert && call.isError && <StatusAlert tone="error">{errorMessage(call.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={call.isPending}
            mt={noErrorAlert ? undefined : 'xs'}
          >
            {submitLabel}
          </Button>
          {after}
        </Stack>
      </form>
    </>
  );
}
