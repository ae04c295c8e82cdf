import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import {
  type PasswordChangeForm,
  PasswordChangeFormSchema,
  PasswordSetFormSchema,
} from '@portico/contract/profile';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { fieldProps } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  studentId: string;
  companyCode: string;
  /** False for a walk-in student who has none yet: 'Set Password', without the current password. */
  hasPassword?: boolean;
}

const EMPTY: PasswordChangeForm = { password: '', newpassword: '', confirmpassword: '' };

// Both schemas read the same fields; the set form's leaves `password` out of what it answers.
const changeResolver = zodResolver(PasswordChangeFormSchema) as Resolver<PasswordChangeForm>;
const setResolver = zodResolver(PasswordSetFormSchema) as unknown as Resolver<PasswordChangeForm>;

/**
 * spec 1 §2 Change Password modal, §5 rules with their messages (PasswordChangeFormSchema);
 * success shows the server message (§7). Escape closes it (§5). A student without a password
 * sets one instead (docs/decisions/006-profile.md): same rules, no current password.
 */
export function ChangePasswordModal({
  opened,
  onClose,
  studentId,
  companyCode,
  hasPassword = true,
}: ChangePasswordModalProps) {
  const change = useChangePassword();
  // The profile is fetched again after a set; the success message keeps the title it was given.
  const setting = change.isSuccess ? change.variables.password === undefined : !hasPassword;
  const title = setting ? 'Set Password' : 'Change Password';
  // react-hook-form keeps the resolver it was first given; this one asks which form is shown.
  const settingRef = useRef(setting);
  settingRef.current = setting;
  const form = useForm<PasswordChangeForm>({
    resolver: (...args) => (settingRef.current ? setResolver : changeResolver)(...args),
    defaultValues: EMPTY,
  });

  const close = () => {
    form.reset(EMPTY);
    change.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    change.mutate({ ...values, id: studentId, companyCode }, { onSuccess: () => form.reset(EMPTY) });
  });

  return (
    <Dialog opened={opened} onClose={close} title={title}>
      {change.isSuccess ? (
        <Stack gap="md">
          <StatusAlert tone="success">{change.data.message}</StatusAlert>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {change.isError && <StatusAlert tone="error">{errorMessage(change.error)}</StatusAlert>}
            {!setting && (
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                withAsterisk
                {...fieldProps(form, 'password')}
              />
            )}
            <PasswordField label="New password" withAsterisk {...fieldProps(form, 'newpassword')} />
            <PasswordField label="Confirm password" withAsterisk {...fieldProps(form, 'confirmpassword')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending}>
                {setting ? 'Set Password' : 'Update Password'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
