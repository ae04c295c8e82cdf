import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ConsoleProduct,
  type ProductCourse,
  type ProductInput,
  ProductInputSchema,
} from '@portico/contract/console-products';
import { type FormEvent, useState } from 'react';

type Errors = Partial<Record<keyof ProductInput, string>>;

const blank = (): ProductInput => ({
  title: '',
  slug: '',
  price: 0,
  listPrice: 0,
  productImage: '',
  shortDescription: '',
  validityDays: 365,
  isFree: false,
  orderNo: 0,
  courseIds: [],
});

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

interface Props {
  product?: ConsoleProduct;
  courses: ProductCourse[];
  pending: boolean;
  onSubmit: (body: ProductInput) => void;
  onCancel: () => void;
}

/** A product's title, address, prices in rupees, validity, image, description and courses. */
export function ProductForm({ product, courses, pending, onSubmit, onCancel }: Props) {
  const [v, setV] = useState<ProductInput>(
    product ? { ...product, courseIds: product.courses.map((c) => c.id) } : blank(),
  );
  const [slugTouched, setSlugTouched] = useState(!!product);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ProductInput>(key: K, value: ProductInput[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const num = (key: 'price' | 'listPrice' | 'validityDays' | 'orderNo') => ({
    value: v[key],
    onChange: (x: string | number) => set(key, typeof x === 'number' ? x : Number.NaN),
    error: errors[key],
    allowDecimal: false,
    allowNegative: false,
    hideControls: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProductInputSchema.safeParse(v);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ProductInput;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={product ? `Edit ${product.title}` : 'New product'}>
      <Stack gap="md">
        <TextInput
          label="Title"
          value={v.title}
          maxLength={200}
          error={errors.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setV((old) => ({ ...old, title, slug: slugTouched ? old.slug : slugOf(title) }));
          }}
        />
        <TextInput
          label="Slug"
          description="Its address in the shop: /product/slug"
          value={v.slug}
          maxLength={100}
          error={errors.slug}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.currentTarget.value);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Price (₹)" {...num('price')} />
          <NumberInput label="List price (₹, 0 for none)" {...num('listPrice')} />
          <NumberInput label="Validity (days)" {...num('validityDays')} />
          <NumberInput label="Order" {...num('orderNo')} />
        </SimpleGrid>
        <MultiSelect
          label="Courses it grants"
          data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
          value={v.courseIds}
          onChange={(ids) => set('courseIds', ids)}
          error={errors.courseIds}
          searchable
        />
        <TextInput
          label="Image address"
          placeholder="https://… or /…"
          value={v.productImage}
          maxLength={2000}
          error={errors.productImage}
          onChange={(e) => set('productImage', e.currentTarget.value)}
        />
        <Textarea
          label="Short description"
          value={v.shortDescription}
          maxLength={2000}
          rows={3}
          error={errors.shortDescription}
          onChange={(e) => set('shortDescription', e.currentTarget.value)}
        />
        <Checkbox
          label="Free at registration"
          checked={v.isFree}
          onChange={(e) => set('isFree', e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {product ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
