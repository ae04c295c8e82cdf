import { TextInput, type TextInputProps } from '@mantine/core';

/** The username box of sign-in and 'Forgot Password' (spec 1 §5, §6): no capitals or spelling marks added. */
export function UsernameInput(props: TextInputProps & { name?: string }) {
  return (
    <TextInput
      label="Username"
      placeholder="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      size="md"
      {...props}
    />
  );
}
