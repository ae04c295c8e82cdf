import { SimpleGrid } from '@mantine/core';
import {
  type ConsoleCoupon,
  type CouponInput,
  CouponInputSchema,
  type CouponList,
} from '@portico/contract/console-coupons';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormButtons } from '../resource/form-buttons';
import {
  CheckField,
  ConsoleForm,
  DayField,
  NumberField,
  SelectField,
  TextField,
  useConsoleForm,
} from '../resource/form-fields';

/**
 * The form holds the first and last day as `YYYY-MM-DD`; the coupon runs from the first moment of the
 * first day to the last of the last day, in this browser's time zone. The contract's own checks follow.
 */
const CouponFormSchema = z
  .object({ validFrom: z.string(), validUntil: z.string() })
  .loose()
  .transform(
    (v): CouponInput => ({
      ...(v as unknown as CouponInput),
      validFrom: v.validFrom ? dayjs(v.validFrom).startOf('day').toISOString() : null,
      validUntil: v.validUntil ? dayjs(v.validUntil).endOf('day').toISOString() : null,
    }),
  )
  .pipe(CouponInputSchema);

const day = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
const initial = (c?: ConsoleCoupon) => ({
  code: c?.code ?? '',
  description: c?.description ?? '',
  productId: c?.productId ?? '',
  validityDays: c?.validityDays ?? null,
  validFrom: day(c?.validFrom ?? null),
  validUntil: day(c?.validUntil ?? null),
  maxRedemptions: c?.maxRedemptions ?? null,
  maxPerStudent: c?.maxPerStudent ?? 1,
  isActive: c?.isActive ?? true,
});
const count = { allowNegative: false, hideControls: true } as const;

interface Props {
  coupon?: ConsoleCoupon;
  products: CouponList['products'];
  pending: boolean;
  onSubmit: (body: CouponInput) => void;
  onCancel: () => void;
}

/** A coupon's code, product, days of access, first and last day, limits and whether it is active. */
export function CouponForm({ coupon, products, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(CouponFormSchema, initial(coupon));
  const product = products.find((p) => p.id === form.watch('productId'));
  return (
    <ConsoleForm form={form} onSubmit={onSubmit} label={coupon ? `Edit ${coupon.code}` : 'New coupon'}>
      <TextField
        name="code"
        label="Code"
        description="3 to 32 letters, digits or hyphens; students may type it in any case"
        maxLength={32}
        upper
      />
      <TextField name="description" label="Description" maxLength={500} />
      <SelectField
        name="productId"
        label="Product it grants"
        placeholder="Choose a product"
        data={products.map((p) => ({ value: p.id, label: `${p.title} (${p.validityDays} days)` }))}
        searchable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          name="validityDays"
          label="Days of access"
          description={product ? `Empty: the product’s ${product.validityDays} days` : 'Empty: the product’s'}
          empty={null}
          {...count}
        />
        <NumberField
          name="maxRedemptions"
          label="Redemptions allowed"
          description="Empty: no limit"
          empty={null}
          {...count}
        />
        <DayField name="validFrom" label="First day" />
        <DayField name="validUntil" label="Last day" minDate={form.watch('validFrom') || undefined} />
        <NumberField name="maxPerStudent" label="Uses per student" {...count} />
      </SimpleGrid>
      <CheckField name="isActive" label="Active" />
      <FormButtons pending={pending} label={coupon ? 'Save' : 'Create'} onCancel={onCancel} end />
    </ConsoleForm>
  );
}
