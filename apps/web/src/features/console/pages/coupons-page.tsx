import type { ConsoleCoupon } from '@portico/contract/console-coupons';
import { useQuery } from '@tanstack/react-query';
import { couponsQuery, useCouponAction } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';
import { CouponList } from '../components/coupon-list';
import { ResourceDialogs } from '../resource/resource-dialogs';
import { ResourcePage } from '../resource/resource-page';
import { outcomeOf, useResourceEditing } from '../resource/use-resource-editing';

/**
 * /console/coupons (CONSOLE.md Authoring, admin): the codes students redeem on Apply Coupon, the
 * product and days each grants, when it can be used, its limits and how many times it was used.
 */
export function CouponsPage() {
  const list = useQuery(couponsQuery);
  const action = useCouponAction();
  const ed = useResourceEditing<ConsoleCoupon | 'new', ConsoleCoupon>(action.reset);
  const out = outcomeOf(action);
  const { editing } = ed;
  return (
    <ResourcePage
      title="Coupons"
      description="Codes students redeem on Apply Coupon for a product. A limit cannot go below what was used."
      newLabel="New coupon"
      onNew={() => ed.edit('new')}
      query={list}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing === 'new' ? 'New coupon' : `Edit ${editing?.code ?? ''}`}
          form={
            editing &&
            list.data && (
              <CouponForm
                coupon={editing === 'new' ? undefined : editing}
                products={list.data.products}
                pending={out.pending}
                onCancel={ed.closeEditor}
                onSubmit={(body) =>
                  action.mutate(
                    editing === 'new' ? { kind: 'create', body } : { kind: 'update', id: editing.id, body },
                    { onSuccess: ed.closeEditor },
                  )
                }
              />
            )
          }
          removeTitle="Deactivate this coupon?"
          removeLabel="Deactivate"
          removeText={`Students can no longer redeem ${ed.removing?.code}. Those who did keep what it gave them.`}
          onRemove={(r) => action.mutate({ kind: 'deactivate', id: r.id }, { onSuccess: ed.closeRemove })}
        />
      }
    >
      {(data) => <CouponList coupons={data.coupons} onEdit={ed.edit} onDeactivate={ed.remove} />}
    </ResourcePage>
  );
}
