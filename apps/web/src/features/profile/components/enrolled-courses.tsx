import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { EnrolledProduct } from '@portico/contract/profile';
import { ListStack } from '../../../components/plain-list';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useEnrolledProducts } from '../api/get-enrolled-products';
import { ProfileSection } from './profile-section';

// spec 1 §8 empty state.
export const NO_PRODUCTS = 'No Products Enrolled';

const STATE = {
  active: { label: 'Active', colour: 'green' },
  expired: { label: 'Expired', colour: 'gray' },
  revoked: { label: 'Revoked', colour: 'red' },
} as const;

/** A product's state: running, run out, or ended early by the institute (revoked). */
const stateOf = (p: EnrolledProduct) => STATE[p.revokedAt ? 'revoked' : p.expired ? 'expired' : 'active'];

/** When the product ends or ended, and how. */
function endText(p: EnrolledProduct) {
  if (p.revokedAt) return `Revoked on ${formatDate(p.revokedAt)}`;
  return `${p.expired ? 'Expired on' : 'Valid until'} ${formatDate(p.expiresAt)}`;
}

/**
 * spec 1 §2 Profile: the enrolled courses (getproducts) and the link to download live class batch
 * dates. The API has no batch dates address yet, so the link shows only when one is given.
 */
export function EnrolledCourses({ batchDatesUrl }: { batchDatesUrl?: string }) {
  const products = useEnrolledProducts();

  return (
    <ProfileSection title="Enrolled Courses">
      {products.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={18} width="70%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={18} width="60%" mt="xs" />
          <Skeleton height={12} width="35%" />
        </Stack>
      ) : products.isError ? (
        <StatusAlert tone="error">{errorMessage(products.error)}</StatusAlert>
      ) : products.data.length === 0 ? (
        <Text c="dimmed">{NO_PRODUCTS}</Text>
      ) : (
        <ListStack gap="sm">
          {products.data.map((product) => (
            <li key={product.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {product.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {endText(product)}
                  </Text>
                </div>
                <Badge color={stateOf(product).colour} variant="light" style={{ flexShrink: 0 }}>
                  {stateOf(product).label}
                </Badge>
              </Group>
            </li>
          ))}
        </ListStack>
      )}
      {batchDatesUrl && (
        <Anchor href={batchDatesUrl} download="batch-dates.ics" display="inline-block" mt="md">
          Download live class batch dates
        </Anchor>
      )}
    </ProfileSection>
  );
}
