import type { ConsoleProduct } from '@portico/contract/console-products';
import { useQuery } from '@tanstack/react-query';
import { productsQuery, useProductAction } from '../api/products';
import { ProductForm } from '../components/product-form';
import { ProductList } from '../components/product-list';
import { ResourceDialogs } from '../resource/resource-dialogs';
import { ResourcePage } from '../resource/resource-page';
import { outcomeOf, useResourceEditing } from '../resource/use-resource-editing';

/**
 * /console/products (CONSOLE.md Authoring, admin): what is for sale, its price in rupees, its validity
 * and the courses it grants. A new price applies to new orders; an order keeps its amount.
 */
export function ProductsPage() {
  const list = useQuery(productsQuery);
  const action = useProductAction();
  const ed = useResourceEditing<ConsoleProduct | 'new', ConsoleProduct>(action.reset);
  const out = outcomeOf(action);
  const { editing } = ed;
  return (
    <ResourcePage
      title="Products"
      description="What students can buy or get at registration. A new price applies to new orders only."
      newLabel="New product"
      onNew={() => ed.edit('new')}
      query={list}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing === 'new' ? 'New product' : `Edit ${editing?.title ?? ''}`}
          form={
            editing &&
            list.data && (
              <ProductForm
                product={editing === 'new' ? undefined : editing}
                courses={list.data.courses}
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
          removeTitle="Delete this product?"
          removeText={<>{ed.removing?.title} leaves the shop for good. No student holds or ordered it.</>}
          onRemove={(r) => action.mutate({ kind: 'delete', id: r.id }, { onSuccess: ed.closeRemove })}
        />
      }
    >
      {(data) => <ProductList products={data.products} onEdit={ed.edit} onDelete={ed.remove} />}
    </ResourcePage>
  );
}
