import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ConsoleProduct } from '@portico/contract/console-products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { type ProductAction, productsQuery, useProductAction } from '../api/products';
import { ProductForm } from '../components/product-form';
import { ProductList } from '../components/product-list';

/**
 * /console/products (CONSOLE.md Authoring, admin): what is for sale, its price in rupees, its validity
 * and the courses it grants. A new price applies to new orders; an order keeps its amount.
 */
export function ProductsPage() {
  const list = useQuery(productsQuery);
  const action = useProductAction();
  const [editing, setEditing] = useState<ConsoleProduct | 'new'>();
  const [deleting, setDeleting] = useState<ConsoleProduct>();
  const act = (a: ProductAction, done: () => void) => action.mutate(a, { onSuccess: done });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Products
          </Title>
          <Text c="dimmed">
            What students can buy or get at registration. A new price applies to new orders only.
          </Text>
        </div>
        <Button
          onClick={() => {
            action.reset();
            setEditing('new');
          }}
        >
          New product
        </Button>
      </Group>
      {action.isSuccess && <StatusAlert tone="success">{action.data.message}</StatusAlert>}
      {action.isError && !editing && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      {list.isPending && <PageLoader />}
      {list.isError && <StatusAlert tone="error">{errorMessage(list.error)}</StatusAlert>}
      {list.data && (
        <ProductList
          products={list.data.products}
          onEdit={(p) => {
            action.reset();
            setEditing(p);
          }}
          onDelete={(p) => {
            action.reset();
            setDeleting(p);
          }}
        />
      )}
      <Modal
        opened={!!editing}
        onClose={() => setEditing(undefined)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={editing === 'new' ? 'New product' : `Edit ${editing?.title ?? ''}`}
        size="lg"
      >
        {editing && list.data && (
          <Stack gap="md">
            {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
            <ProductForm
              product={editing === 'new' ? undefined : editing}
              courses={list.data.courses}
              pending={action.isPending}
              onCancel={() => setEditing(undefined)}
              onSubmit={(body) =>
                act(
                  editing === 'new' ? { kind: 'create', body } : { kind: 'update', id: editing.id, body },
                  () => setEditing(undefined),
                )
              }
            />
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={!!deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete this product?"
        confirmLabel="Delete"
        danger
        pending={action.isPending}
        onConfirm={() => deleting && act({ kind: 'delete', id: deleting.id }, () => setDeleting(undefined))}
      >
        {deleting?.title} leaves the shop for good. No student holds or ordered it.
      </ConfirmDialog>
    </Stack>
  );
}
