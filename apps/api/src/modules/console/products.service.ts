import {
  type ConsoleProduct,
  ProductsMessages as M,
  type ProductInput,
  type ProductList,
} from '@portico/contract/console-products';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { adminOnly, entityAuditWriter, found } from './authoring';
import type { ProductRecord, ProductsRepository, ProductValues } from './products.repository';

const values = (body: ProductInput): ProductValues => fields(body);

/** A product's own fields, as the list shows them and its audit entries keep them. */
type Fields = Pick<
  ProductRecord,
  | 'title'
  | 'slug'
  | 'price'
  | 'listPrice'
  | 'productImage'
  | 'shortDescription'
  | 'validityDays'
  | 'isFree'
  | 'orderNo'
>;
const fields = (p: Fields): Fields => ({
  title: p.title,
  slug: p.slug,
  price: p.price,
  listPrice: p.listPrice,
  productImage: p.productImage,
  shortDescription: p.shortDescription,
  validityDays: p.validityDays,
  isFree: p.isFree,
  orderNo: p.orderNo,
});

const snapshot = (p: ProductRecord, courseIds: string[]) => ({ ...fields(p), courseIds });

/**
 * Products and prices in the console (CONSOLE.md Authoring, admin only): the list with the courses
 * each grants and how many students hold it, a product created or edited (its slug unique in the
 * company, its courses the company's), and a delete only of a product no one ever held or ordered.
 * Prices are read when an order is made: an order keeps its amount whatever the price becomes.
 */
export class ProductsService {
  constructor(
    private readonly repo: ProductsRepository,
    private readonly clock: Clock,
  ) {}

  private readonly audit = entityAuditWriter('product', () => this.clock.now());

  async list(actor: Actor): Promise<ProductList> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const rows = await this.repo.list(companyCode);
    const granted = await this.repo.productCourses(rows.map((r) => r.id));
    const holders = new Map(
      (await this.repo.holders(companyCode, this.clock.now())).map((h) => [h.productId, h.n]),
    );
    const inUse = await this.repo.inUse(companyCode);
    const products: ConsoleProduct[] = rows.map((p) => ({
      id: p.id,
      ...fields(p),
      courses: granted.filter((c) => c.productId === p.id).map(({ id, courseName }) => ({ id, courseName })),
      holders: holders.get(p.id) ?? 0,
      inUse: inUse.has(p.id),
    }));
    return { products, courses: await this.repo.courses(companyCode) };
  }

  async create(actor: Actor, body: ProductInput): Promise<ProductList> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const courseIds = await this.courseIds(companyCode, body.courseIds);
    await this.repo.transaction(async (repo) => {
      await repo.lockCompany(companyCode);
      if (await repo.slugTaken(companyCode, body.slug)) throw conflict(M.slugTaken);
      const row = await repo.insert(companyCode, values(body));
      await repo.setCourses(row.id, courseIds);
      await this.audit(repo, actor, 'product.create', row.id, null, snapshot(row, courseIds));
    });
    return this.list(actor);
  }

  async update(actor: Actor, id: string, body: ProductInput): Promise<ProductList> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const courseIds = await this.courseIds(companyCode, body.courseIds);
    await this.repo.transaction(async (repo) => {
      await repo.lockCompany(companyCode);
      const before = await found(repo.lockProduct(companyCode, id), M.notFound);
      if (await repo.slugTaken(companyCode, body.slug, id)) throw conflict(M.slugTaken);
      const beforeCourses = await repo.courseIdsOf(id);
      const after = await repo.update(companyCode, id, values(body));
      await repo.setCourses(id, courseIds);
      await this.audit(
        repo,
        actor,
        'product.update',
        id,
        snapshot(before, beforeCourses),
        snapshot(after, courseIds),
      );
    });
    return this.list(actor);
  }

  async remove(actor: Actor, id: string): Promise<ProductList> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const before = await found(repo.lockProduct(companyCode, id), M.notFound);
      if (await repo.everUsed(id)) throw conflict(M.held);
      if (await repo.countCoupons(id)) throw conflict(M.hasCoupons);
      const courseIds = await repo.courseIdsOf(id);
      await repo.delete(companyCode, id);
      await this.audit(repo, actor, 'product.delete', id, snapshot(before, courseIds), null);
    });
    return this.list(actor);
  }

  /** The requested courses, once each, when all are the company's. */
  private async courseIds(companyCode: string, ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const found = await this.repo.companyCourseIds(companyCode, wanted);
    if (found.length !== wanted.length) throw badRequest(M.courses);
    return wanted.sort();
  }
}
