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
import { AuditedRows, type RowKind } from './audited-rows';
import { adminOnly } from './authoring';
import type { AboutRow, ContentPagesRepository, IntroRow } from './content-pages.repository';

/**
 * About us pages and intro steps in the console (CONSOLE.md Authoring, admin only): listed, created,
 * changed and deleted; a page id is unique within the company (409). Each change is one transaction
 * with its audit entry.
 */
export class ContentPagesService {
  private readonly about: AuditedRows<ContentPagesRepository, AboutRow>;
  private readonly intro: AuditedRows<ContentPagesRepository, IntroRow>;

  constructor(
    private readonly repo: ContentPagesRepository,
    clock: Clock,
  ) {
    this.about = new AuditedRows(repo, clock, ABOUT);
    this.intro = new AuditedRows(repo, clock, INTRO);
  }

  async list(actor: Actor): Promise<ContentPages> {
    const companyCode = adminOnly(actor);
    return {
      about: (await this.repo.aboutPages(companyCode)).map(presentAbout),
      intro: (await this.repo.introSteps(companyCode)).map(presentIntro),
    };
  }

  /** A new about page (no id) or a change to one; its page id unique in the company. */
  async saveAbout(actor: Actor, id: string | undefined, body: AboutPageValues): Promise<ConsoleAboutPage> {
    const companyCode = adminOnly(actor);
    const unique = async (repo: ContentPagesRepository) => {
      if (await repo.pageIdTaken(companyCode, body.pageId, id)) throw conflict(M.pageIdTaken);
    };
    try {
      const row = id
        ? await this.about.change(actor, 'about.change', id, async (repo) => {
            await unique(repo);
            return repo.updateAbout(companyCode, id, body);
          })
        : await this.about.create(actor, 'about.create', async (repo) => {
            await unique(repo);
            return repo.insertAbout(companyCode, body);
          });
      return presentAbout(row);
    } catch (error) {
      // Two saves of one page id at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw conflict(M.pageIdTaken);
      throw error;
    }
  }

  removeAbout(actor: Actor, id: string): Promise<void> {
    const companyCode = adminOnly(actor);
    return this.about.remove(actor, 'about.delete', id, (repo) => repo.removeAbout(companyCode, id));
  }

  /** A new intro step (no id) or a change to one. */
  async saveIntro(actor: Actor, id: string | undefined, body: IntroStepValues): Promise<ConsoleIntroStep> {
    const companyCode = adminOnly(actor);
    const values = { ...body, content: body.type === 'VIDEO' ? body.content.trim() : body.content };
    const row = id
      ? await this.intro.change(actor, 'intro.change', id, (repo) =>
          repo.updateIntro(companyCode, id, values),
        )
      : await this.intro.create(actor, 'intro.create', (repo) => repo.insertIntro(companyCode, values));
    return presentIntro(row);
  }

  removeIntro(actor: Actor, id: string): Promise<void> {
    const companyCode = adminOnly(actor);
    return this.intro.remove(actor, 'intro.delete', id, (repo) => repo.removeIntro(companyCode, id));
  }
}

/** The audit entry keeps a row without its id and company, which the entry has already. */
const plain = <Row extends AboutRow | IntroRow>({ id: _id, companyCode: _c, ...rest }: Row) => rest;

const ABOUT: RowKind<ContentPagesRepository, AboutRow> = {
  entity: 'about_page',
  notFound: M.aboutNotFound,
  lock: (repo, companyCode, id) => repo.lockAbout(companyCode, id),
  snapshot: plain,
};

const INTRO: RowKind<ContentPagesRepository, IntroRow> = {
  entity: 'intro_step',
  notFound: M.introNotFound,
  lock: (repo, companyCode, id) => repo.lockIntro(companyCode, id),
  snapshot: plain,
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
