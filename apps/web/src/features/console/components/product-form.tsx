import { SimpleGrid } from '@mantine/core';
import {
  type ConsoleProduct,
  type ProductCourse,
  type ProductInput,
  ProductInputSchema,
} from '@portico/contract/console-products';
import { useState } from 'react';
import { FormButtons } from '../resource/form-buttons';
import {
  CheckField,
  ConsoleForm,
  MultiSelectField,
  NumberField,
  TextareaField,
  TextField,
  useConsoleForm,
} from '../resource/form-fields';

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

const money = { allowNegative: false, hideControls: true } as const;

interface Props {
  product?: ConsoleProduct;
  courses: ProductCourse[];
  pending: boolean;
  onSubmit: (body: ProductInput) => void;
  onCancel: () => void;
}

/** A product's title, address, prices in rupees, validity, image, description and courses. */
export function ProductForm({ product, courses, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(
    ProductInputSchema,
    product ? { ...product, courseIds: product.courses.map((c) => c.id) } : blank(),
  );
  // The slug follows the title until the member writes one (an existing product keeps its own).
  const [slugTouched, setSlugTouched] = useState(!!product);
  return (
    <ConsoleForm form={form} onSubmit={onSubmit} label={product ? `Edit ${product.title}` : 'New product'}>
      <TextField
        name="title"
        label="Title"
        maxLength={200}
        onValue={(t) => !slugTouched && form.setValue('slug', slugOf(t))}
      />
      <TextField
        name="slug"
        label="Slug"
        description="Its address in the shop: /product/slug"
        maxLength={100}
        onValue={() => setSlugTouched(true)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField name="price" label="Price (₹)" {...money} />
        <NumberField name="listPrice" label="List price (₹, 0 for none)" {...money} />
        <NumberField name="validityDays" label="Validity (days)" {...money} />
        <NumberField name="orderNo" label="Order" {...money} />
      </SimpleGrid>
      <MultiSelectField
        name="courseIds"
        label="Courses it grants"
        data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
        searchable
      />
      <TextField name="productImage" label="Image address" placeholder="https://… or /…" maxLength={2000} />
      <TextareaField name="shortDescription" label="Short description" maxLength={2000} rows={3} />
      <CheckField name="isFree" label="Free at registration" />
      <FormButtons pending={pending} label={product ? 'Save' : 'Create'} onCancel={onCancel} end />
    </ConsoleForm>
  );
}
