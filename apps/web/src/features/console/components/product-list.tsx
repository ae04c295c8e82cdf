import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ConsoleProduct } from '@portico/contract/console-products';
import { formatRupees } from '@portico/contract/products';

interface Props {
  products: ConsoleProduct[];
  onEdit: (p: ConsoleProduct) => void;
  onDelete: (p: ConsoleProduct) => void;
}

const priceOf = (p: ConsoleProduct) =>
  p.listPrice > p.price
    ? `${formatRupees(p.price)} (list ${formatRupees(p.listPrice)})`
    : formatRupees(p.price);
const holdersOf = (p: ConsoleProduct) => (p.holders === 1 ? '1 student' : `${p.holders} students`);
const coursesOf = (p: ConsoleProduct) => p.courses.map((c) => c.courseName).join(', ') || 'No courses';

function Actions({ p, onEdit, onDelete }: { p: ConsoleProduct } & Omit<Props, 'products'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => onEdit(p)} aria-label={`Edit ${p.title}`}>
        Edit
      </Button>
      {!p.inUse && (
        <Button
          size="xs"
          variant="outline"
          color="red.8"
          onClick={() => onDelete(p)}
          aria-label={`Delete ${p.title}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

function Title({ p }: { p: ConsoleProduct }) {
  return (
    <div>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {p.title}{' '}
        {p.isFree && (
          <Badge size="sm" variant="light" color="green">
            Free at registration
          </Badge>
        )}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        /product/{p.slug}
      </Text>
    </div>
  );
}

/** The company's products: a table on wide screens, cards on phones. */
export function ProductList({ products, onEdit, onDelete }: Props) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  if (!products.length) return <Text c="dimmed">No products yet.</Text>;
  return wide ? (
    <Table aria-label="Products">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Product</Table.Th>
          <Table.Th scope="col">Price</Table.Th>
          <Table.Th scope="col">Validity</Table.Th>
          <Table.Th scope="col">Courses</Table.Th>
          <Table.Th scope="col">Holders</Table.Th>
          <Table.Th scope="col">
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Title p={p} />
            </Table.Td>
            <Table.Td>{priceOf(p)}</Table.Td>
            <Table.Td>{p.validityDays} days</Table.Td>
            <Table.Td>{coursesOf(p)}</Table.Td>
            <Table.Td>{holdersOf(p)}</Table.Td>
            <Table.Td>
              <Actions p={p} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Products">
      {products.map((p) => (
        <Paper component="li" key={p.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Title p={p} />
            <Text size="sm">
              {priceOf(p)} · {p.validityDays} days
            </Text>
            <Text size="sm">{coursesOf(p)}</Text>
            <Text size="sm" c="dimmed">
              Held by {holdersOf(p)}
            </Text>
            <Actions p={p} onEdit={onEdit} onDelete={onDelete} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
