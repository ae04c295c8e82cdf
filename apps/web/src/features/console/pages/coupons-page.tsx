import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ConsoleCoupon } from '@portico/contract/console-coupons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { type CouponAction, couponsQuery, useCouponAction } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';
import { CouponList } from '../components/coupon-list';

/**
 * /console/coupons (CONSOLE.md Authoring, admin): the codes students redeem on Apply Coupon, the
 * product and days each grants, when it can be used, its limits and how many times it was used.
 */
export function CouponsPage() {
  const list = useQuery(couponsQuery);
  const action = useCouponAction();
  const [editing, setEditing] = useState<ConsoleCoupon | 'new'>();
  const [deleting, setDeleting] = useState<ConsoleCoupon>();
  const act = (a: CouponAction, done: () => void) => action.mutate(a, { onSuccess: done });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Coupons
          </Title>
          <Text c="dimmed">
            Codes students redeem on Apply Coupon for a product. A limit cannot go below what was used.
          </Text>
        </div>
        <Button
          onClick={() => {
            action.reset();
            setEditing('new');
          }}
        >
          New coupon
        </Button>
      </Group>
      {action.isSuccess && <StatusAlert tone="success">{action.data.message}</StatusAlert>}
      {action.isError && !editing && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      {list.isPending && <PageLoader />}
      {list.isError && <StatusAlert tone="error">{errorMessage(list.error)}</StatusAlert>}
      {list.data && (
        <CouponList
          coupons={list.data.coupons}
          onEdit={(p) => {
            action.reset();
            setEditing(p);
          }}
          onDeactivate={(p) => {
            action.reset();
            setDeleting(p);
          }}
        />
      )}
      <Modal
        opened={!!editing}
        onClose={() => setEditing(undefined)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={editing === 'new' ? 'New coupon' : `Edit ${editing?.code ?? ''}`}
        size="lg"
      >
        {editing && list.data && (
          <Stack gap="md">
            {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
            <CouponForm
              coupon={editing === 'new' ? undefined : editing}
              products={list.data.products}
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
        title="Deactivate this coupon?"
        confirmLabel="Deactivate"
        danger
        pending={action.isPending}
        onConfirm={() =>
          deleting && act({ kind: 'deactivate', id: deleting.id }, () => setDeleting(undefined))
        }
      >
        Students can no longer redeem {deleting?.code}. Those who did keep what it gave them.
      </ConfirmDialog>
    </Stack>
  );
}
