import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** The form field a select is bound to. */
interface Bound<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
}

type Bindable<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A form field as the props of the select bound to it: its value, its changes and blur, its error. */
function useBoundProps<T extends FieldValues, U>({ control, name }: Bound<T, U>) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** A Select bound to a form field: it shows the field's value, sets it, and shows its error. */
export function FormSelect<T extends FieldValues, U>({
  control,
  name,
  ...select
}: Bindable<SelectProps> & Bound<T, U>) {
  const bound = useBoundProps({ control, name });
  return <Select {...select} {...bound} />;
}

/**
 * A MultiSelect bound to a form field (a list of values), as FormSelect; its placeholder shows only
 * while nothing is chosen, as the chosen pills stand in the same box.
 */
export function FormMultiSelect<T extends FieldValues, U>({
  control,
  name,
  placeholder,
  ...select
}: Bindable<MultiSelectProps> & Bound<T, U>) {
  const bound = useBoundProps({ control, name });
  return <MultiSelect {...select} placeholder={bound.value.length ? undefined : placeholder} {...bound} />;
}
