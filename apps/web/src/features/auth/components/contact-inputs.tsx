import { TextInput, type TextInputProps } from '@mantine/core';

/** The name box of registration and the walk-in form: filled in by the browser as a person's name. */
export function NameInput(props: TextInputProps & { name?: string }) {
  return <TextInput placeholder="Your name" autoComplete="name" size="md" {...props} />;
}

/** The e-mail box of registration and the walk-in form: an e-mail keyboard, filled in by the browser. */
export function EmailInput(props: TextInputProps & { name?: string }) {
  return <TextInput placeholder="you@example.com" type="email" autoComplete="email" size="md" {...props} />;
}
