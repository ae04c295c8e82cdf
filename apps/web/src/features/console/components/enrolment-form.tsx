import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  EXTRA_TIME_PERCENTS,
  type StudentProfile,
  StudentsMessages,
} from '@portico/contract/console-students';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-field';

export const EXTRA_TIME_OPTIONS = EXTRA_TIME_PERCENTS.map((p) => ({
  value: String(p),
  label: p === 0 ? 'None' : `${p}% more (×${(1 + p / 100).toString()})`,
}));

type Values = { productId: string; startsOn: string; endsOn: string; extraTimePercent: number };
/** What the form gives: the days as the first and last moments of them in this browser's time zone. */
type Submitted = { productId: string; startsAt: string; expiresAt: string; extraTimePercent: number };

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
  const today = dayjs().format('YYYY-MM-DD');
  const [productId, setProductId] = useState(initial?.productId ?? '');
  const [startsOn, setStartsOn] = useState(fixed?.startsOn ?? initial?.startsOn ?? today);
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? '');
  const [extra, setExtra] = useState(String(initial?.extraTimePercent ?? 0));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const chooseProduct = (id: string | null) => {
    setProductId(id ?? '');
    const product = products.find((p) => p.id === id);
    // The product's own validity from the start day, unless an end was chosen already.
    if (product && !endsOn && startsOn)
      setEndsOn(dayjs(startsOn).add(product.validityDays, 'day').format('YYYY-MM-DD'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!fixed && !productId) found.productId = StudentsMessages.productNotFound;
    if (!startsOn) found.startsOn = 'Please enter the start date';
    if (!endsOn) found.endsOn = 'Please enter the end date';
    else if (startsOn && endsOn <= startsOn) found.endsOn = StudentsMessages.dates;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      productId,
      startsAt: dayjs(startsOn).startOf('day').toISOString(),
      expiresAt: dayjs(endsOn).endOf('day').toISOString(),
      extraTimePercent: Number(extra),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!fixed && (
          <Select
            label="Product"
            placeholder="Choose a product"
            data={products.map((p) => ({ value: p.id, label: `${p.title} (${p.validityDays} days)` }))}
            value={productId || null}
            onChange={chooseProduct}
            error={errors.productId}
            searchable
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: fixed ? 2 : 3 }}>
          {!fixed && (
            <DateField label="Starts on" value={startsOn} onChange={setStartsOn} error={errors.startsOn} />
          )}
          <DateField
            label="Ends on"
            value={endsOn}
            onChange={setEndsOn}
            error={errors.endsOn}
            minDate={startsOn}
          />
          <Select
            label="Extra time in tests"
            description="An access arrangement"
            data={EXTRA_TIME_OPTIONS}
            value={extra}
            onChange={(v) => setExtra(v ?? '0')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
