import { zodResolver } from '@hookform/resolvers/zod';
import {
  Checkbox,
  type CheckboxProps,
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Stack,
  Switch,
  type SwitchProps,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { DateField as DayInput } from '../../../components/date-field';
import { HtmlContent } from '../../../components/html-content';
import { StatusAlert } from '../../../components/status-alert';

/**
 * A console form checked by its zod schema (the contract's, or one built from it with the page's own
 * messages): the fields hold `z.input`, a valid submit gives `z.output`. Like the forms before it, it
 * checks on submit only, so a message stays until the member tries again.
 */
export function useConsoleForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}

/** The form element around a console form's fields, giving them the form they are bound to. */
export function ConsoleForm<V extends FieldValues, O>({
  form,
  onSubmit,
  label,
  failure,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: (values: O) => void;
  /** The form's accessible name ('New product'), where a page tells several forms apart. */
  label?: string;
  /** The server's refusal of the last save, where no modal above the form shows it. */
  failure?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={label}>
        <Stack gap="md">
          {failure && <StatusAlert tone="error">{failure}</StatusAlert>}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}

/** A field's value, its setter and its message from the last submit, by the field's name. */
export function useField<T>(name: string) {
  const { field, fieldState } = useController({ name });
  return { ...field, value: field.value as T, error: fieldState.error?.message };
}

/** The message the last submit left on a name that no single field owns (a schedule's end). */
export function useFieldError(name: string) {
  const { formState } = useFormContext();
  return formState.errors[name]?.message as string | undefined;
}

type Bound<P> = Omit<P, 'value' | 'onChange' | 'error' | 'name' | 'checked'> & { name: string };

/** What a text-like input needs to be bound to a field: its value, its setter and its message. */
function useTextBinding(name: string, map: (value: string) => string = (v) => v) {
  const f = useField<string>(name);
  return {
    ref: f.ref,
    name,
    value: f.value ?? '',
    onChange: (e: { currentTarget: { value: string } }) => f.onChange(map(e.currentTarget.value)),
    onBlur: f.onBlur,
    error: f.error,
  };
}

/** Text; `upper` keeps it in capitals, `onValue` hears each change (a slug following a title). */
export function TextField({
  name,
  upper,
  onValue,
  ...props
}: Bound<TextInputProps> & { upper?: boolean; onValue?: (value: string) => void }) {
  const bound = useTextBinding(name, (raw) => {
    const value = upper ? raw.toUpperCase() : raw;
    onValue?.(value);
    return value;
  });
  return <TextInput {...props} {...bound} />;
}

export function PasswordField({ name, ...props }: Bound<PasswordInputProps>) {
  return <PasswordInput {...props} {...useTextBinding(name)} />;
}

export function TextareaField({ name, ...props }: Bound<TextareaProps>) {
  return <Textarea {...props} {...useTextBinding(name)} />;
}

/**
 * A whole number. An empty box is `empty` (NaN by default, for the schema to refuse; null where empty
 * means none); anything that is not a number is NaN.
 */
export function NumberField({
  name,
  empty = Number.NaN,
  ...props
}: Bound<NumberInputProps> & { empty?: number | null }) {
  const f = useField<number | null>(name);
  const shown = typeof f.value === 'number' && !Number.isNaN(f.value) ? f.value : '';
  return (
    <NumberInput
      allowDecimal={false}
      {...props}
      ref={f.ref}
      name={name}
      value={shown}
      onChange={(x) => f.onChange(x === '' ? empty : typeof x === 'number' ? x : Number.NaN)}
      onBlur={f.onBlur}
      error={f.error}
    />
  );
}

/** One choice; cleared, it is `empty` ('' by default); `onValue` hears each choice. */
export function SelectField({
  name,
  empty = '',
  onValue,
  ...props
}: Bound<SelectProps> & { empty?: string; onValue?: (value: string) => void }) {
  const f = useField<string>(name);
  return (
    <Select
      {...props}
      ref={f.ref}
      name={name}
      value={f.value || null}
      onChange={(v) => {
        f.onChange(v ?? empty);
        onValue?.(v ?? empty);
      }}
      onBlur={f.onBlur}
      error={f.error}
    />
  );
}

export function MultiSelectField({ name, ...props }: Bound<MultiSelectProps>) {
  const f = useField<string[]>(name);
  return (
    <MultiSelect
      {...props}
      ref={f.ref}
      name={name}
      value={f.value}
      onChange={f.onChange}
      onBlur={f.onBlur}
      error={f.error}
    />
  );
}

export function CheckField({ name, ...props }: Bound<CheckboxProps>) {
  const f = useField<boolean>(name);
  return (
    <Checkbox
      {...props}
      ref={f.ref}
      checked={f.value}
      onChange={(e) => f.onChange(e.currentTarget.checked)}
    />
  );
}

export function SwitchField({ name, ...props }: Bound<SwitchProps>) {
  const f = useField<boolean>(name);
  return (
    <Switch {...props} ref={f.ref} checked={f.value} onChange={(e) => f.onChange(e.currentTarget.checked)} />
  );
}

/** A day as `YYYY-MM-DD` ('' for none), typed day/month/year or picked; `errorOf` where its message is kept. */
export function DayField({
  name,
  errorOf,
  ...props
}: {
  name: string;
  errorOf?: string;
  label: string;
  minDate?: string;
  disabled?: boolean;
}) {
  const f = useField<string>(name);
  const other = useFieldError(errorOf ?? name);
  return <DayInput {...props} ref={f.ref} value={f.value} onChange={f.onChange} error={f.error ?? other} />;
}

/** Authored HTML and, under it, how students see it (through the same sanitiser). */
export function HtmlField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const bound = useTextBinding(name);
  return (
    <>
      <Textarea
        label={label}
        description="Shown to students as sanitised HTML: scripts and event handlers are removed."
        {...bound}
        rows={8}
        maxLength={maxLength}
      />
      <Paper withBorder p="sm" radius="md" component="section" aria-label="Preview">
        <Text size="xs" c="dimmed" mb={4}>
          Preview, as students see it
        </Text>
        {bound.value.trim() ? (
          <HtmlContent html={bound.value} />
        ) : (
          <Text size="sm" c="dimmed">
            Nothing to show yet.
          </Text>
        )}
      </Paper>
    </>
  );
}
