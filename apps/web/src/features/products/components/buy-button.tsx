import { Button } from '@mantine/core';
import type { Product } from '@portico/contract/products';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { ApiError, errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { purchase } from '../api/products';

/** spec 3 §8 Purchase failure, word for word. */
export const PURCHASE_FAILED = 'Something went wrong. Please try again later';

type Props = {
  product: Pick<Product, 'id' | 'slug' | 'title'>;
  signedIn: boolean;
  enrolled: boolean;
  hideHeader: boolean;
  fullWidth?: boolean;
};

/**
 * spec 3 §2 Products, §4 Purchase, §5: signed out, Buy goes to the login with a return address;
 * 'Enrolled' when the student holds the product; disabled while its purchase is in flight; on
 * success the browser goes to the returned address.
 */
export function BuyButton({ product, signedIn, enrolled, hideHeader, fullWidth }: Props) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const label = `Buy ${product.title}`;
  if (enrolled) {
    return (
      <Button
        variant="light"
        color="green"
        disabled
        leftSection={<CheckIcon size={16} />}
        fullWidth={fullWidth}
      >
        Enrolled
      </Button>
    );
  }
  if (!signedIn) {
    const back = `/product/${product.slug}${hideHeader ? '?hideHeader=true' : ''}`;
    return (
      <Button
        component={Link}
        to={`/login/?rurl=${encodeURIComponent(back)}&hideHeader=${hideHeader}`}
        aria-label={label}
        fullWidth={fullWidth}
      >
        Buy now
      </Button>
    );
  }
  const buy = async () => {
    setPending(true);
    try {
      const returnUrl = await purchase(product.id);
      if (/^https?:\/\//.test(returnUrl)) window.location.assign(returnUrl);
      else navigate(returnUrl);
    } catch (e) {
      setPending(false);
      if (!isSessionExpired(e)) {
        // A gateway that cannot be reached answers 503 with a message of its own.
        const unavailable = e instanceof ApiError && e.status === 503 && e.fromServer;
        notify.show({
          color: 'red',
          message: unavailable ? e.message : errorMessage(e, PURCHASE_FAILED),
        });
      }
    }
  };
  return (
    <Button onClick={buy} loading={pending} disabled={pending} aria-label={label} fullWidth={fullWidth}>
      Buy now
    </Button>
  );
}
