import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getCourseId } from '../../../lib/session';
import { useApplyCoupon } from '../api/apply-coupon';

// spec 2 §5 and §8.
export const EMPTY_COUPON = 'Please enter coupon code';
export const COUPON_FAILURE = 'Something went wrong. Please try again later';

/** spec 2 §5: an empty code gives the info message and no call. */
export const couponCodeError = (code: string): string | null => (code.trim() ? null : EMPTY_COUPON);

type Notice = { tone: 'info' | 'success'; text: string };

/** One error toast for the form: a later attempt replaces it, a later success clears it. */
export const COUPON_TOAST_ID = 'coupon-error';

/** The coupon form of the 'Apply Coupon' modal and the /apply-coupon page. */
export function CouponForm() {
  const { register, handleSubmit } = useForm<{ couponCode: string }>({ defaultValues: { couponCode: '' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const apply = useApplyCoupon();

  const submit = handleSubmit(({ couponCode }) => {
    const invalid = couponCodeError(couponCode);
    if (invalid) {
      setNotice({ tone: 'info', text: invalid });
      return;
    }
    setNotice(null);
    notify.hide(COUPON_TOAST_ID);
    const courseId = getCourseId();
    apply.mutate(
      { couponCode: couponCode.trim(), ...(courseId ? { courseId } : {}) },
      {
        // spec 2 §8: success, the server message in a green alert.
        onSuccess: (response) => {
          // No stale 'This coupon has expired.' beside 'Coupon applied' (issue 12 §16).
          notify.hide(COUPON_TOAST_ID);
          const text = response.message || response.data?.productTitle;
          if (text) setNotice({ tone: 'success', text });
        },
        // success false: the server message as an error toast; a failed call: the fixed text.
        onError: (error) => {
          if (isSessionExpired(error)) return;
          notify.show({
            id: COUPON_TOAST_ID,
            color: 'red',
            message: errorMessage(error, COUPON_FAILURE),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice && <StatusAlert tone={notice.tone}>{notice.text}</StatusAlert>}
        <TextInput
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          {...register('couponCode')}
        />
        <Button type="submit" loading={apply.isPending} disabled={apply.isPending}>
          Apply
        </Button>
      </Stack>
    </form>
  );
}
