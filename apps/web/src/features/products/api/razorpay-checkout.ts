import type { Checkout } from '@portico/contract/products';

type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayInstance = { open: () => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's Checkout script, loaded once when a Razorpay order is paid. */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for the order; resolves with the signed result the portal then verifies,
 * or null when the student closes it.
 */
export async function payWithRazorpay(
  options: NonNullable<Checkout['razorpay']>,
  color: string,
): Promise<RazorpayResult | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key: options.keyId,
      order_id: options.orderId,
      amount: options.amountPaise,
      currency: options.currency,
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      theme: { color },
      handler: (result: RazorpayResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
