import { z } from 'zod';
import { pageCalls } from './console-calls';
import { envelope, requiredText } from './envelope';
import { ProductFieldsSchema } from './products';
import { get } from './route';
import { CourseChoiceSchema, CourseChoicesSchema, coercedWholeNumber, idParams } from './schema-parts';

/**
 * Products and prices in the console (CONSOLE.md Authoring, admin): what is for sale, its price and
 * list price in whole rupees, its validity and the courses it grants. A price change applies to new
 * orders only: an order keeps the amount it was made for.
 */
export const MAX_RUPEES = 10_000_000;

export const ProductsMessages = {
  notFound: 'No such product.',
  slugTaken: 'Another product already has this address (slug).',
  slug: 'The slug is lower-case letters, digits and hyphens (for example ielts-complete-pack).',
  price: `A price is whole rupees from 0 to ${MAX_RUPEES.toLocaleString('en-IN')}.`,
  listPrice: 'The list price is 0 (none) or at least the price.',
  validity: 'Validity is 1 to 3650 days.',
  order: 'The order is a whole number from 0 to 10000.',
  image: 'The image is a web address (https://…) or a path on this site (/…).',
  courses: 'Choose courses of your institute.',
  held: 'Students hold or ordered this product, so it cannot be deleted; it stays as it is.',
  hasCoupons: 'Coupons grant this product, so it cannot be deleted.',
  created: 'Product created.',
  saved: 'Product saved.',
  deleted: 'Product deleted.',
} as const;

export const ProductCourseSchema = CourseChoiceSchema;
export type ProductCourse = z.infer<typeof ProductCourseSchema>;

export const ConsoleProductSchema = ProductFieldsSchema.extend({
  isFree: z.boolean(),
  orderNo: z.number(),
  courses: z.array(ProductCourseSchema),
  /** Students holding an enrolment of it now. */
  holders: z.number(),
  /** Enrolments and orders ever made of it: a product with any cannot be deleted. */
  inUse: z.boolean(),
});
export type ConsoleProduct = z.infer<typeof ConsoleProductSchema>;

export const ProductListSchema = z.object({
  products: z.array(ConsoleProductSchema),
  /** The company's courses, for the courses a product grants. */
  courses: CourseChoicesSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;
export const ProductListResponseSchema = envelope(ProductListSchema);

const rupees = coercedWholeNumber(ProductsMessages.price, 0, MAX_RUPEES);

export const ProductInputSchema = z
  .object({
    title: requiredText('Title', 200),
    slug: z
      .string({ error: ProductsMessages.slug })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ProductsMessages.slug)
      .max(100, ProductsMessages.slug),
    price: rupees,
    listPrice: rupees,
    productImage: z
      .string()
      .trim()
      .max(2000, ProductsMessages.image)
      .refine((v) => v === '' || /^(https:\/\/|\/)[^\s<>"']*$/.test(v), ProductsMessages.image)
      .default(''),
    shortDescription: z.string().trim().max(2000, 'The short description is too long').default(''),
    validityDays: coercedWholeNumber(ProductsMessages.validity, 1, 3650),
    isFree: z.boolean().default(false),
    orderNo: coercedWholeNumber(ProductsMessages.order, 0, 10_000).default(0),
    courseIds: z
      .array(z.uuid({ error: ProductsMessages.courses }), { error: ProductsMessages.courses })
      .min(1, ProductsMessages.courses)
      .max(200, ProductsMessages.courses),
  })
  .refine((v) => v.listPrice === 0 || v.listPrice >= v.price, {
    message: ProductsMessages.listPrice,
    path: ['listPrice'],
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductParamsSchema = idParams(ProductsMessages.notFound);

const page = { params: ProductParamsSchema, response: ProductListResponseSchema };

/** The products page's calls (decision 049): each write answers the whole list. */
export const consoleProductsApi = {
  list: get('console/products', { response: ProductListResponseSchema }),
  ...pageCalls('console/products', { ...page, body: ProductInputSchema }, 'delete'),
};
