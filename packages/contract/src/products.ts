import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';
import { requiredString } from './schema-parts';

/** spec 3 §8 and the texts of buying a product. */
export const ProductMessages = {
  listEmpty: 'No products available',
  failed: 'Something went wrong. Please try again later',
  notFound: 'This product is not available.',
  badProductId: 'productId must be a product id',
  badSlug: 'slug is required',
  enrolled: 'You are already enrolled in this product.',
  notForSale: 'This product is not for sale.',
  unavailable: 'Payments are not available right now. Please try again later.',
  badToken: 'This payment link is not valid.',
  notPayable: 'This order can no longer be paid.',
  notVerified:
    'We could not verify this payment. No course was added; if money was taken, it will be refunded.',
} as const;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A price in whole rupees as the portal shows it (spec 3 §9): ₹4,999, ₹1,50,000. */
export const formatRupees = (amount: number) => rupees.format(amount);

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise as the portal shows money: whole rupees as ₹1,000, else ₹10.50. */
export const formatPaise = (paise: number) =>
  paise % 100 === 0 ? formatRupees(paise / 100) : rupeesAndPaise.format(paise / 100);

const uuid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

// spec 3 §3 Product: id, title, slug, price, listPrice, productImage, shortDescription.
/** What a product is, wherever it is shown (the store, a checkout, the console). */
export const ProductFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Rupees. */
  price: z.number(),
  /** Rupees; struck through when above 0 (spec 3 §9). */
  listPrice: z.number(),
  productImage: z.string(),
  shortDescription: z.string(),
  /** Days of access a purchase gives. */
  validityDays: z.number(),
});
export const ProductSchema = ProductFieldsSchema.extend({
  /** The courses the product grants, by name. */
  courses: z.array(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

const companyCode = z.string().trim().max(64, 'companyCode is too long').optional();

// spec 3 §7 GET products: companyCode → product list.
export const ProductsQuerySchema = z.object({ companyCode });
export const ProductsResponseSchema = envelope(z.array(ProductSchema));

// spec 3 §7 GET products/details: companyCode, slug → product detail.
export const ProductDetailsQuerySchema = z.object({
  companyCode,
  slug: requiredString(ProductMessages.badSlug, 200, 'slug is too long').regex(
    /^[a-z0-9-]+$/i,
    ProductMessages.notFound,
  ),
});
export const ProductDetailsResponseSchema = envelope(ProductSchema);

// spec 3 §7 GET user-products: the products the student holds now.
export const UserProductSchema = z.object({
  productId: z.string(),
  slug: z.string(),
  title: z.string(),
  expiresAt: z.string(),
});
export type UserProduct = z.infer<typeof UserProductSchema>;
export const UserProductsResponseSchema = envelope(z.array(UserProductSchema));

// spec 3 §7 POST purchase: productId → data.returnUrl, where the browser goes to pay.
export const PurchaseRequestSchema = z.object({ productId: uuid(ProductMessages.badProductId) });
export const PurchaseResponseSchema = envelope(z.object({ returnUrl: z.string() }));

const token = z
  .string({ error: ProductMessages.badToken })
  .trim()
  .min(16, ProductMessages.badToken)
  .max(128, ProductMessages.badToken)
  .regex(/^[A-Za-z0-9_-]+$/, ProductMessages.badToken);

/** The checkout page of an order: what is bought, and what the gateway's page needs. */
export const CheckoutQuerySchema = z.object({ token });
export const CheckoutSchema = z.object({
  productTitle: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(['created', 'paid', 'failed', 'refunded', 'cancelled']),
  gateway: z.enum(['test', 'razorpay']),
  /** Razorpay Checkout's options (key_id, order_id, amount in paise…); null for the test gateway. */
  razorpay: z
    .object({
      keyId: z.string(),
      orderId: z.string(),
      amountPaise: z.number(),
      currency: z.string(),
      name: z.string(),
      description: z.string(),
      prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    })
    .nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;
export const CheckoutResponseSchema = envelope(CheckoutSchema);

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`)
    .regex(/^[A-Za-z0-9_]+$/, `${name} is not valid`);

/** What the gateway's checkout hands the browser after a payment (Razorpay's handler fields). */
export const PaymentVerifyRequestSchema = z.object({
  token,
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'razorpay_signature is not valid'),
});
export type PaymentVerifyRequest = z.infer<typeof PaymentVerifyRequestSchema>;
/** data.returnUrl: the order's /completed page. */
export const PaymentVerifyResponseSchema = envelope(z.object({ returnUrl: z.string() }));

/** The test gateway's own checkout: Pay or Fail (the demo's offline stand-in for a gateway). */
export const TestPaymentRequestSchema = z.object({ token, outcome: z.enum(['paid', 'failed']) });
export const TestPaymentResponseSchema = envelope(
  z.object({
    returnUrl: z.string(),
    /** After Pay: what a gateway's checkout hands the browser, to be verified like any payment. */
    payment: z
      .object({
        razorpay_order_id: z.string(),
        razorpay_payment_id: z.string(),
        razorpay_signature: z.string(),
      })
      .nullable(),
  }),
);

/** The catalogue (spec 3 §7; decision 049): public by company, and what the signed-in student holds. */
export const productsApi = {
  products: get('products', { query: ProductsQuerySchema, response: ProductsResponseSchema }),
  details: get('products/details', {
    query: ProductDetailsQuerySchema,
    response: ProductDetailsResponseSchema,
  }),
  held: get('user-products', { response: UserProductsResponseSchema }),
};

/**
 * Buying a product (spec 3 §7; decision 049): the order, its checkout page, the verification of a
 * payment, the test gateway's Pay and Fail, and Razorpay's webhook (its raw body is read by the API
 * for the signature: no body schema, and its answer is for the gateway only).
 */
export const paymentsApi = {
  purchase: post('purchase', { body: PurchaseRequestSchema, response: PurchaseResponseSchema }),
  checkout: get('payments/checkout', { query: CheckoutQuerySchema, response: CheckoutResponseSchema }),
  verify: post('payments/verify', {
    body: PaymentVerifyRequestSchema,
    response: PaymentVerifyResponseSchema,
  }),
  testPay: post('payments/test/pay', { body: TestPaymentRequestSchema, response: TestPaymentResponseSchema }),
  razorpayWebhook: post('payments/razorpay/webhook', {}),
};
