import { Badge, Text } from '@mantine/core';
import type { ConsoleProduct } from '@portico/contract/console-products';
import { formatRupees } from '@portico/contract/products';
import type { Column } from '../../../components/data-table';
import { HiddenHeader, ResourceList, WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';

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

function Title({ p }: { p: ConsoleProduct }) {
  return (
    <div>
      <Text fw={600} style={WRAP}>
        {p.title}{' '}
        {p.isFree && (
          <Badge size="sm" variant="light" color="green">
            Free at registration
          </Badge>
        )}
      </Text>
      <Text size="sm" c="dimmed" style={WRAP}>
        /product/{p.slug}
      </Text>
    </div>
  );
}

/** The company's products: a table on wide screens, cards on phones; one nobody holds can go. */
export function ProductList({ products, onEdit, onDelete }: Props) {
  const actions = (p: ConsoleProduct) => (
    <RowActions name={p.title} onEdit={() => onEdit(p)} onRemove={p.inUse ? undefined : () => onDelete(p)} />
  );
  const columns: Column<ConsoleProduct>[] = [
    { header: 'Product', cell: (p) => <Title p={p} /> },
    { header: 'Price', cell: priceOf },
    { header: 'Validity', cell: (p) => `${p.validityDays} days` },
    { header: 'Courses', cell: coursesOf },
    { header: 'Holders', cell: holdersOf },
    { header: <HiddenHeader>Actions</HiddenHeader>, cell: actions },
  ];
  return (
    <ResourceList
      label="Products"
      items={products}
      columns={columns}
      empty="No products yet."
      card={(p) => (
        <>
          <Title p={p} />
          <Text size="sm">
            {priceOf(p)} · {p.validityDays} days
          </Text>
          <Text size="sm">{coursesOf(p)}</Text>
          <Text size="sm" c="dimmed">
            Held by {holdersOf(p)}
          </Text>
          {actions(p)}
        </>
      )}
    />
  );
}
