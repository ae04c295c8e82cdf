import type { Product, UserProduct } from '@portico/contract/products';
import { ProductMessages } from '@portico/contract/products';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { ProductRow, ProductsRepository } from './products.repository';

/** spec 3 §2 Products: the company's products for sale, one product, and what the student holds. */
export class ProductsService {
  constructor(
    private readonly repo: ProductsRepository,
    private readonly clock: Clock,
  ) {}

  private async shape(rows: ProductRow[]): Promise<Product[]> {
    const names = await this.repo.courseNames(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      price: r.price,
      listPrice: r.listPrice,
      productImage: r.productImage,
      shortDescription: r.shortDescription,
      validityDays: r.validityDays,
      courses: names.get(r.id) ?? [],
    }));
  }

  list(companyCode: string): Promise<Product[]> {
    return this.repo.forSale(companyCode).then((rows) => this.shape(rows));
  }

  async details(companyCode: string, slug: string): Promise<Product> {
    const [product] = await this.shape(await this.repo.forSale(companyCode, slug.toLowerCase()));
    if (!product) throw notFound(ProductMessages.notFound);
    return product;
  }

  async held(companyCode: string, studentId: string): Promise<UserProduct[]> {
    const rows = await this.repo.held(companyCode, studentId, this.clock.now());
    // One row per product: the latest expiry.
    const byProduct = new Map<string, UserProduct>();
    for (const r of rows) {
      const expiresAt = new Date(r.expiresAt).toISOString();
      const seen = byProduct.get(r.productId);
      if (!seen || seen.expiresAt < expiresAt) byProduct.set(r.productId, { ...r, expiresAt });
    }
    return [...byProduct.values()];
  }
}
