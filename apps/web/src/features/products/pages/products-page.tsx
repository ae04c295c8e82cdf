import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { SkeletonGrid } from '../../../components/skeleton-grid';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { isSignedIn } from '../../../lib/session';
import { useProducts, useUserProducts } from '../api/products';
import { PURCHASE_FAILED } from '../components/buy-button';
import { ProductCard } from '../components/product-card';

/** spec 3 §2 Products (/products): public; the company's products with their prices. */
export function ProductsPage() {
  const company = useCompany();
  const [params] = useSearchParams();
  const hideHeader = params.get('hideHeader') === 'true';
  const signedIn = isSignedIn();
  const products = useProducts(company.companyCode);
  const held = useUserProducts(signedIn);
  const heldIds = new Set((held.data ?? []).map((p) => p.productId));
  return (
    <PublicPage hideHeader={hideHeader}>
      <Container size="lg" w="100%" px={0}>
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
          Products
        </Title>
        {products.isPending ? (
          <SkeletonGrid
            label="Loading products"
            cols={{ base: 1, sm: 2, md: 3 }}
            count={3}
            height={340}
            radius="md"
          />
        ) : products.isError ? (
          <StatusAlert tone="error">{errorMessage(products.error, PURCHASE_FAILED)}</StatusAlert>
        ) : products.data.length === 0 ? (
          <Text c="dimmed">No products available</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {products.data.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                signedIn={signedIn}
                enrolled={heldIds.has(p.id)}
                hideHeader={hideHeader}
              />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </PublicPage>
  );
}
