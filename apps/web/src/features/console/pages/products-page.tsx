import type {
  ConsoleProduct,
  ProductInput,
  ProductList as Products,
} from '@portico/contract/console-products';
import { useQuery } from '@tanstack/react-query';
import { productsQuery, useProductAction } from '../api/products';
import { ProductForm } from '../components/product-form';
import { ProductList } from '../components/product-list';
import { ListActionPage } from '../resource/list-action-page';

/**
 * /console/products (CONSOLE.md Authoring, admin): what is for sale, its price in rupees, its validity
 * and the courses it grants. A new price applies to new orders; an order keeps its amount.
 */
export function ProductsPage() {
  return (
    <ListActionPage<Products, ConsoleProduct, ProductInput>
      title="Products"
      description="What students can buy or get at registration. A new price applies to new orders only."
      noun="product"
      query={useQuery(productsQuery)}
      action={useProductAction()}
      editTitle={(p) => `Edit ${p.title}`}
      form={({ item, data, ...form }) =>
        data && <ProductForm product={item} courses={data.courses} {...form} />
      }
      remove={{
        kind: 'delete',
        title: 'Delete this product?',
        text: (p) => <>{p?.title} leaves the shop for good. No student holds or ordered it.</>,
      }}
    >
      {(data, open) => <ProductList products={data.products} onEdit={open.edit} onDelete={open.remove} />}
    </ListActionPage>
  );
}
