import { Anchor, Container, Grid, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { isSignedIn } from '../../../lib/session';
import { useProduct, useUserProducts } from '../api/products';
import { BuyButton, PURCHASE_FAILED } from '../components/buy-button';
import { Price } from '../components/price';
import { DEFAULT_PRODUCT_IMAGE } from '../components/product-card';

/** spec 3 §2 Products: /product/{slug}, with hideHeader hiding the header (a provider's own site frames it). */
export function ProductPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const hideHeader = params.get('hideHeader') === 'true';
  const company = useCompany();
  const signedIn = isSignedIn();
  const product = useProduct(company.companyCode, slug);
  const held = useUserProducts(signedIn);
  const p = product.data;
  return (
    <PublicPage hideHeader={hideHeader}>
      <Container size="md" w="100%" px={0}>
        <Anchor
          component={Link}
          to={`/products${hideHeader ? '?hideHeader=true' : ''}`}
          fw={600}
          mb="md"
          display="block"
        >
          All products
        </Anchor>
        {product.isPending ? (
          <Skeleton h={320} radius="md" aria-label="Loading the product" />
        ) : product.isError || !p ? (
          <StatusAlert tone="error">{errorMessage(product.error, PURCHASE_FAILED)}</StatusAlert>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Image
                  src={p.productImage || DEFAULT_PRODUCT_IMAGE}
                  fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                  alt=""
                  radius="md"
                  loading="eager"
                  decoding="async"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <Stack gap="sm">
                  <Title order={1} fz={{ base: 24, sm: 28 }}>
                    {p.title}
                  </Title>
                  <Text>{p.shortDescription}</Text>
                  <Price price={p.price} listPrice={p.listPrice} size="xl" />
                  <Text size="sm" c="dimmed">
                    Access for {p.validityDays} days from the day you buy it.
                  </Text>
                  {p.courses.length > 0 && (
                    <>
                      <Title order={2} fz="md" mt="xs">
                        Courses included
                      </Title>
                      <List size="sm">
                        {p.courses.map((c) => (
                          <List.Item key={c}>{c}</List.Item>
                        ))}
                      </List>
                    </>
                  )}
                  <BuyButton
                    product={p}
                    signedIn={signedIn}
                    enrolled={(held.data ?? []).some((h) => h.productId === p.id)}
                    hideHeader={hideHeader}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>
        )}
      </Container>
    </PublicPage>
  );
}
