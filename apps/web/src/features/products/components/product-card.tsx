import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@portico/contract/products';
import { Link } from 'react-router';
import { BuyButton } from './buy-button';
import { Price } from './price';

/** A fixed picture when a product has none. */
export const DEFAULT_PRODUCT_IMAGE = '/brand/video-default.svg';

type Props = { product: Product; signedIn: boolean; enrolled: boolean; hideHeader: boolean };

/** spec 3 §2 Products: image, title, short description, price and the struck-through list price. */
export function ProductCard({ product, signedIn, enrolled, hideHeader }: Props) {
  const to = `/product/${product.slug}${hideHeader ? '?hideHeader=true' : ''}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`product-${product.id}`}>
      <Card.Section>
        <Image
          src={product.productImage || DEFAULT_PRODUCT_IMAGE}
          fallbackSrc={DEFAULT_PRODUCT_IMAGE}
          alt=""
          h={160}
          fit="cover"
          loading="lazy"
          decoding="async"
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" id={`product-${product.id}`}>
          <Anchor component={Link} to={to} c="inherit" fw={700}>
            {product.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {product.shortDescription}
        </Text>
        <Price price={product.price} listPrice={product.listPrice} />
        <BuyButton
          product={product}
          signedIn={signedIn}
          enrolled={enrolled}
          hideHeader={hideHeader}
          fullWidth
        />
      </Stack>
    </Card>
  );
}
