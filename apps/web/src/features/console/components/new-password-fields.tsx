import { PASSWORD_RULES, StaffMessages } from '@portico/contract/console-staff';
import { z } from 'zod';
import { PasswordField } from '../resource/form-fields';

/**
 * A password form's own checks, then the repeat: a mismatch is only said once the rest is right,
 * so the member fixes one thing at a time.
 */
export const withRepeat = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, confirm: z.string() }).refine(
    (v) => {
      const { password, confirm } = v as { password?: unknown; confirm: string };
      return password === confirm;
    },
    {
      message: StaffMessages.passwordMismatch,
      path: ['confirm'],
      when: (payload) => payload.issues.length === 0,
    },
  );

/** A new password (the students' rules under it) and its repeat. */
export function NewPasswordFields({ label, repeatLabel }: { label: string; repeatLabel: string }) {
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" description={PASSWORD_RULES} />
      <PasswordField name="confirm" label={repeatLabel} autoComplete="new-password" />
    </>
  );
}
