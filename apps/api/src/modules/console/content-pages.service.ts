import {
  type AboutPageValues,
  type ConsoleAboutPage,
  type ConsoleIntroStep,
  type ContentPages,
  type IntroStepValues,
  PagesMessages as M,
} from '@portico/contract/console-pages';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { isUniqueViolation } from './audited.repository';
import { adminOnly, auditWriter, found } from './authoring';
import type { AboutRow, ContentPagesRepository, IntroRow } from './content-pages.repository';

/**
 * About us pages and intro steps in the console (CONSOLE.md Authoring, admin only): listed, created,
 * changed and deleted; a page id is unique within the company (409). Each change is one transaction
 * with its audit entry.
 */
export class ContentPagesService {
  constructor(
    private readonly repo: ContentPagesRepository,
    private readonly clock: Clock,
  ) {}

  private readonly write = auditWriter(() => this.clock.now());

  /** The audit entry keeps a row without its id and company, which the entry has already. */
  private audit(
    repo: ContentPagesRepository,
    actor: Actor,
    action: string,
    entity: string,
    entityId: string,
    before: AboutRow | IntroRow | null,
    after: AboutRow | IntroRow | null,
  ) {
    return this.write(repo, actor, action, entity, entityId, plain(before), plain(after));
  }

  async list(actor: Actor): Promise<ContentPages> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    return {
      about: (await this.repo.aboutPages(companyCode)).map(presentAbout),
      intro: (await this.repo.introSteps(companyCode)).map(presentIntro),
    };
  }

  /** A new about page (no id) or a change to one; its page id unique in the company. */
  async saveAbout(actor: Actor, id: string | undefined, body: AboutPageValues): Promise<ConsoleAboutPage> {
    try {
      return presentAbout(
        await this.save(actor, ABOUT, id, body, async (repo, companyCode) => {
          if (await repo.pageIdTaken(companyCode, body.pageId, id)) throw conflict(M.pageIdTaken);
        }),
      );
    } catch (error) {
      // Two saves of one page id at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw conflict(M.pageIdTaken);
      throw error;
    }
  }

  removeAbout(actor: Actor, id: string): Promise<void> {
    return this.remove(actor, ABOUT, id);
  }

  async saveIntro(actor: Actor, id: string | undefined, body: IntroStepValues): Promise<ConsoleIntroStep> {
    const values = { ...body, content: body.type === 'VIDEO' ? body.content.trim() : body.content };
    return presentIntro(await this.save(actor, INTRO, id, values));
  }

  removeIntro(actor: Actor, id: string): Promise<void> {
    return this.remove(actor, INTRO, id);
  }

  /** One transaction: the row locked when it is a change, checked, written, and its audit entry. */
  private async save<Row extends AboutRow | IntroRow, V>(
    actor: Actor,
    kind: Kind<Row, V>,
    id: string | undefined,
    values: V,
    check?: (repo: ContentPagesRepository, companyCode: string) => Promise<void>,
  ): Promise<Row> {
    const companyCode = adminOnly(actor);
    return this.repo.transaction(async (repo) => {
      const before = id ? await found(kind.lock(repo, companyCode, id), kind.notFound) : null;
      await check?.(repo, companyCode);
      const after = id
        ? await kind.update(repo, companyCode, id, values)
        : await kind.insert(repo, companyCode, values);
      const action = `${kind.prefix}.${id ? 'change' : 'create'}`;
      await this.audit(repo, actor, action, kind.entity, after.id, before, after);
      return after;
    });
  }

  private async remove<Row extends AboutRow | IntroRow, V>(actor: Actor, kind: Kind<Row, V>, id: string) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await found(kind.lock(repo, companyCode, id), kind.notFound);
      await kind.remove(repo, companyCode, id);
      await this.audit(repo, actor, `${kind.prefix}.delete`, kind.entity, id, before, null);
    });
  }
}

/** One of the two kinds of page: its rows, audit names and not-found message. */
type Kind<Row, V> = {
  prefix: 'about' | 'intro';
  entity: 'about_page' | 'intro_step';
  notFound: string;
  lock(repo: ContentPagesRepository, companyCode: string, id: string): Promise<Row | undefined>;
  insert(repo: ContentPagesRepository, companyCode: string, values: V): Promise<Row>;
  update(repo: ContentPagesRepository, companyCode: string, id: string, values: V): Promise<Row>;
  remove(repo: ContentPagesRepository, companyCode: string, id: string): Promise<void>;
};

const ABOUT: Kind<AboutRow, AboutPageValues> = {
  prefix: 'about',
  entity: 'about_page',
  notFound: M.aboutNotFound,
  lock: (repo, companyCode, id) => repo.lockAbout(companyCode, id),
  insert: (repo, companyCode, values) => repo.insertAbout(companyCode, values),
  update: (repo, companyCode, id, values) => repo.updateAbout(companyCode, id, values),
  remove: (repo, companyCode, id) => repo.removeAbout(companyCode, id),
};

const INTRO: Kind<IntroRow, IntroStepValues> = {
  prefix: 'intro',
  entity: 'intro_step',
  notFound: M.introNotFound,
  lock: (repo, companyCode, id) => repo.lockIntro(companyCode, id),
  insert: (repo, companyCode, values) => repo.insertIntro(companyCode, values),
  update: (repo, companyCode, id, values) => repo.updateIntro(companyCode, id, values),
  remove: (repo, companyCode, id) => repo.removeIntro(companyCode, id),
};

const presentAbout = (r: AboutRow): ConsoleAboutPage => ({
  id: r.id,
  pageId: r.pageId,
  pageTitle: r.pageTitle,
  pageContent: r.pageContent,
  orderNo: r.orderNo,
  isActive: r.isActive,
});

const presentIntro = (r: IntroRow): ConsoleIntroStep => ({
  id: r.id,
  title: r.title,
  type: r.type,
  content: r.content,
  actionUrl: r.actionUrl,
  orderNo: r.orderNo,
  isActive: r.isActive,
});

const plain = (r: AboutRow | IntroRow | null) => {
  if (!r) return null;
  const { id: _id, companyCode: _c, ...rest } = r;
  return rest;
};
