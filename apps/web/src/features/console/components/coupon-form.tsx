import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ConsoleCoupon,
  type CouponInput,
  CouponInputSchema,
  type CouponList,
} from '@portico/contract/console-coupons';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-field';

type Values = {
  code: string;
  description: string;
  productId: string;
  validityDays: number | null;
  fromDay: string;
  untilDay: string;
  maxRedemptions: number | null;
  maxPerStudent: number;
  isActive: boolean;
};
type Errors = Partial<Record<keyof Values, string>>;

const day = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
const initial = (c?: ConsoleCoupon): Values => ({
  code: c?.code ?? '',
  description: c?.description ?? '',
  productId: c?.productId ?? '',
  validityDays: c?.validityDays ?? null,
  fromDay: day(c?.validFrom ?? null),
  untilDay: day(c?.validUntil ?? null),
  maxRedemptions: c?.maxRedemptions ?? null,
  maxPerStudent: c?.maxPerStudent ?? 1,
  isActive: c?.isActive ?? true,
});
/** An empty box is "none"; anything else is a number (NaN when not one, for the check to refuse). */
const optional = (x: string | number) => (x === '' ? null : typeof x === 'number' ? x : Number.NaN);

interface Props {
  coupon?: ConsoleCoupon;
  products: CouponList['products'];
  pending: boolean;
  onSubmit: (body: CouponInput) => void;
  onCancel: () => void;
}

/** A coupon's code, product, days of access, first and last day, limits and whether it is active. */
export function CouponForm({ coupon, products, pending, onSubmit, onCancel }: Props) {
  const [v, setV] = useState<Values>(initial(coupon));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));
  const product = products.find((p) => p.id === v.productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CouponInput = {
      code: v.code,
      description: v.description,
      productId: v.productId,
      validityDays: v.validityDays,
      // The first moment of the first day and the last of the last day, in this browser's time zone.
      validFrom: v.fromDay ? dayjs(v.fromDay).startOf('day').toISOString() : null,
      validUntil: v.untilDay ? dayjs(v.untilDay).endOf('day').toISOString() : null,
      maxRedemptions: v.maxRedemptions,
      maxPerStudent: v.maxPerStudent,
      isActive: v.isActive,
    };
    const parsed = CouponInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const field = key === 'validFrom' ? 'fromDay' : key === 'validUntil' ? 'untilDay' : key;
        found[field as keyof Values] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'}>
      <Stack gap="md">
        <TextInput
          label="Code"
          description="3 to 32 letters, digits or hyphens; students may type it in any case"
          value={v.code}
          maxLength={32}
          error={errors.code}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label="Description"
          value={v.description}
          maxLength={500}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Select
          label="Product it grants"
          placeholder="Choose a product"
          data={products.map((p) => ({ value: p.id, label: `${p.title} (${p.validityDays} days)` }))}
          value={v.productId || null}
          onChange={(id) => set('productId', id ?? '')}
          error={errors.productId}
          searchable
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Days of access"
            description={
              product ? `Empty: the product’s ${product.validityDays} days` : 'Empty: the product’s'
            }
            value={v.validityDays ?? ''}
            onChange={(x) => set('validityDays', optional(x))}
            error={errors.validityDays}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
          <NumberInput
            label="Redemptions allowed"
            description="Empty: no limit"
            value={v.maxRedemptions ?? ''}
            onChange={(x) => set('maxRedemptions', optional(x))}
            error={errors.maxRedemptions}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
          <DateField
            label="First day"
            value={v.fromDay}
            onChange={(d) => set('fromDay', d)}
            error={errors.fromDay}
          />
          <DateField
            label="Last day"
            value={v.untilDay}
            onChange={(d) => set('untilDay', d)}
            error={errors.untilDay}
            minDate={v.fromDay || undefined}
          />
          <NumberInput
            label="Uses per student"
            value={v.maxPerStudent}
            onChange={(x) => set('maxPerStudent', optional(x) ?? Number.NaN)}
            error={errors.maxPerStudent}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </SimpleGrid>
        <Checkbox
          label="Active"
          checked={v.isActive}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {coupon ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
