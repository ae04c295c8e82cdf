import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/**
 * A form's field as the props of its input (TextInput, PasswordField, Textarea, Checkbox alike):
 * registered by its name, with its own error, so each field names itself once.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: FieldPath<T>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { error: error?.message, ...form.register(name) };
}
