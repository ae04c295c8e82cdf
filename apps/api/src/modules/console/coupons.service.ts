import { type CouponList, type CouponValues, CouponsMessages as M } from '@portico/contract/console-coupons';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { isUniqueViolation } from './audited.repository';
import { AuditedRows, type RowKind } from './audited-rows';
import { adminOnly } from './authoring';
import type { CouponRecord, CouponsRepository, CouponWrite } from './coupons.repository';

const write = (body: CouponValues): CouponWrite => ({
  code: body.code,
  description: body.description,
  productId: body.productId,
  validityDays: body.validityDays,
  validFrom: body.validFrom ? new Date(body.validFrom) : null,
  validUntil: body.validUntil ? new Date(body.validUntil) : null,
  maxRedemptions: body.maxRedemptions,
  maxPerStudent: body.maxPerStudent,
  isActive: body.isActive,
});

const snapshot = (c: CouponRecord) => ({
  code: c.code,
  description: c.description,
  productId: c.productId,
  validityDays: c.validityDays,
  validFrom: c.validFrom?.toISOString() ?? null,
  validUntil: c.validUntil?.toISOString() ?? null,
  maxRedemptions: c.maxRedemptions,
  maxPerStudent: c.maxPerStudent,
  isActive: c.isActive,
});

const COUPON: RowKind<CouponsRepository, CouponRecord> = {
  entity: 'coupon',
  notFound: M.notFound,
  lock: (repo, companyCode, id) => repo.lock(companyCode, id),
  snapshot,
};

/**
 * Coupons in the console (CONSOLE.md Authoring, admin only): the list with redemptions used and
 * allowed, a coupon created or edited (its code unique in the company whatever the case, its product
 * the company's, its limits never below what was used already), and a deactivation. An edit locks the
 * coupon row, the row a redemption locks too, so a limit and the redemptions it counts never cross.
 */
export class CouponsService {
  private readonly rows: AuditedRows<CouponsRepository, CouponRecord>;

  constructor(
    private readonly repo: CouponsRepository,
    clock: Clock,
  ) {
    this.rows = new AuditedRows(repo, clock, COUPON);
  }

  async list(actor: Actor): Promise<CouponList> {
    const companyCode = adminOnly(actor);
    const rows = await this.repo.list(companyCode);
    const used = new Map((await this.repo.used(rows.map((r) => r.coupon.id))).map((u) => [u.couponId, u.n]));
    return {
      coupons: rows.map(({ coupon: c, productTitle, productValidityDays }) => ({
        id: c.id,
        ...snapshot(c),
        productTitle,
        productValidityDays,
        used: used.get(c.id) ?? 0,
      })),
      products: await this.repo.products(companyCode),
    };
  }

  async create(actor: Actor, body: CouponValues): Promise<CouponList> {
    const companyCode = adminOnly(actor);
    await this.unique(() =>
      this.rows.create(actor, 'coupon.create', async (repo) => {
        if (!(await repo.productOf(companyCode, body.productId))) throw badRequest(M.product);
        if (await repo.codeTaken(companyCode, body.code)) throw conflict(M.codeTaken);
        return repo.insert(companyCode, write(body));
      }),
    );
    return this.list(actor);
  }

  async update(actor: Actor, id: string, body: CouponValues): Promise<CouponList> {
    const companyCode = adminOnly(actor);
    await this.unique(() =>
      this.rows.change(actor, 'coupon.update', id, async (repo) => {
        if (!(await repo.productOf(companyCode, body.productId))) throw badRequest(M.product);
        if (await repo.codeTaken(companyCode, body.code, id)) throw conflict(M.codeTaken);
        const { total, mostByOne } = await repo.usage(id);
        if (body.maxRedemptions !== null && body.maxRedemptions < total) throw conflict(M.belowUsed(total));
        if (body.maxPerStudent < mostByOne) throw conflict(M.belowPerStudent(mostByOne));
        return repo.update(companyCode, id, write(body));
      }),
    );
    return this.list(actor);
  }

  async deactivate(actor: Actor, id: string): Promise<CouponList> {
    const companyCode = adminOnly(actor);
    await this.rows.change(actor, 'coupon.deactivate', id, async (repo, before) => {
      if (!before.isActive) throw conflict(M.alreadyInactive);
      return repo.update(companyCode, id, { isActive: false });
    });
    return this.list(actor);
  }

  /** Two requests for one code at once: the unique index lets one through, the other is told so. */
  private async unique(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.codeTaken);
      throw error;
    }
  }
}
