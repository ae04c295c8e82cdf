import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type PasswordFieldProps = PasswordInputProps & Omit<ComponentPropsWithRef<'input'>, keyof PasswordInputProps>;

/**
 * A password box for a new password by default. Its show/hide button is reached with Tab: Mantine
 * leaves it out of the tab order, which a keyboard user could then never press.
 */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <PasswordInput autoComplete="new-password" visibilityToggleButtonProps={{ tabIndex: 0 }} {...props} />
  );
}
