import { SimpleGrid } from '@mantine/core';
import {
  EXTRA_TIME_PERCENTS,
  type StudentProfile,
  StudentsMessages,
} from '@portico/contract/console-students';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormButtons } from '../resource/form-buttons';
import { ConsoleForm, DayField, SelectField, useConsoleForm } from '../resource/form-fields';

export const EXTRA_TIME_OPTIONS = EXTRA_TIME_PERCENTS.map((p) => ({
  value: String(p),
  label: p === 0 ? 'None' : `${p}% more (×${(1 + p / 100).toString()})`,
}));

type Values = { productId: string; startsOn: string; endsOn: string; extraTimePercent: number };

/**
 * A new enrolment needs a product; a change keeps its own. The days are sent as the first and last
 * moments of them in this browser's time zone.
 */
const enrolmentSchema = (fixed: boolean) =>
  z
    .object({
      productId: fixed ? z.string() : z.string().min(1, StudentsMessages.productNotFound),
      startsOn: z.string().min(1, 'Please enter the start date'),
      endsOn: z.string().min(1, 'Please enter the end date'),
      extraTimePercent: z.string(),
    })
    .refine((v) => !v.startsOn || !v.endsOn || v.endsOn > v.startsOn, {
      message: StudentsMessages.dates,
      path: ['endsOn'],
    })
    .transform((v) => ({
      productId: v.productId,
      startsAt: dayjs(v.startsOn).startOf('day').toISOString(),
      expiresAt: dayjs(v.endsOn).endOf('day').toISOString(),
      extraTimePercent: Number(v.extraTimePercent),
    }));
type Submitted = z.output<ReturnType<typeof enrolmentSchema>>;

interface Props {
  products: StudentProfile['products'];
  /** Set for a change: the product and start are fixed. */
  fixed?: { startsOn: string };
  initial?: Partial<Values>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: Submitted) => void;
  onCancel?: () => void;
}

/** A new enrolment (product, start, end, extra time) or a change to one (end, extra time). */
export function EnrolmentForm({ products, fixed, initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(enrolmentSchema(!!fixed), {
    productId: initial?.productId ?? '',
    startsOn: fixed?.startsOn ?? initial?.startsOn ?? dayjs().format('YYYY-MM-DD'),
    endsOn: initial?.endsOn ?? '',
    extraTimePercent: String(initial?.extraTimePercent ?? 0),
  });
  const startsOn = form.watch('startsOn');
  // The product's own validity from the start day, unless an end was chosen already.
  const chooseProduct = (id: string) => {
    const product = products.find((p) => p.id === id);
    if (product && !form.getValues('endsOn') && startsOn)
      form.setValue('endsOn', dayjs(startsOn).add(product.validityDays, 'day').format('YYYY-MM-DD'));
  };
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      {!fixed && (
        <SelectField
          name="productId"
          label="Product"
          placeholder="Choose a product"
          data={products.map((p) => ({ value: p.id, label: `${p.title} (${p.validityDays} days)` }))}
          onValue={chooseProduct}
          searchable
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: fixed ? 2 : 3 }}>
        {!fixed && <DayField name="startsOn" label="Starts on" />}
        <DayField name="endsOn" label="Ends on" minDate={startsOn} />
        <SelectField
          name="extraTimePercent"
          label="Extra time in tests"
          description="An access arrangement"
          data={EXTRA_TIME_OPTIONS}
          empty="0"
          allowDeselect={false}
        />
      </SimpleGrid>
      <FormButtons pending={pending} label={submitLabel} onCancel={onCancel} />
    </ConsoleForm>
  );
}
