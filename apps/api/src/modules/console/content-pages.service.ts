import { ConsoleMessages } from '@portico/contract/console';
import {
  type AboutPageValues,
  type ConsoleAboutPage,
  type ConsoleIntroStep,
  type ContentPages,
  type IntroStepValues,
  PagesMessages as M,
} from '@portico/contract/console-pages';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import {
  type AboutRow,
  type ContentPagesRepository,
  type IntroRow,
  isUniqueViolation,
} from './content-pages.repository';
import type { Actor } from './queue-common';

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

  async list(actor: Actor): Promise<ContentPages> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    return {
      about: (await this.repo.aboutPages(companyCode)).map(presentAbout),
      intro: (await this.repo.introSteps(companyCode)).map(presentIntro),
    };
  }

  /** A new about page (no id) or a change to one. */
  async saveAbout(actor: Actor, id: string | undefined, body: AboutPageValues): Promise<ConsoleAboutPage> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    try {
      return presentAbout(
        await this.repo.transaction(async (repo) => {
          const before = id ? await repo.lockAbout(companyCode, id) : null;
          if (id && !before) throw notFound(M.aboutNotFound);
          if (await repo.pageIdTaken(companyCode, body.pageId, id)) throw conflict(M.pageIdTaken);
          const after = id
            ? await repo.updateAbout(companyCode, id, body)
            : await repo.insertAbout(companyCode, body);
          await this.audit(
            repo,
            actor,
            id ? 'about.change' : 'about.create',
            'about_page',
            after.id,
            before ?? null,
            after,
          );
          return after;
        }),
      );
    } catch (error) {
      // Two saves of one page id at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw conflict(M.pageIdTaken);
      throw error;
    }
  }

  async removeAbout(actor: Actor, id: string): Promise<void> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const before = await repo.lockAbout(companyCode, id);
      if (!before) throw notFound(M.aboutNotFound);
      await repo.removeAbout(companyCode, id);
      await this.audit(repo, actor, 'about.delete', 'about_page', id, before, null);
    });
  }

  async saveIntro(actor: Actor, id: string | undefined, body: IntroStepValues): Promise<ConsoleIntroStep> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const values = { ...body, content: body.type === 'VIDEO' ? body.content.trim() : body.content };
    return presentIntro(
      await this.repo.transaction(async (repo) => {
        const before = id ? await repo.lockIntro(companyCode, id) : null;
        if (id && !before) throw notFound(M.introNotFound);
        const after = id
          ? await repo.updateIntro(companyCode, id, values)
          : await repo.insertIntro(companyCode, values);
        await this.audit(
          repo,
          actor,
          id ? 'intro.change' : 'intro.create',
          'intro_step',
          after.id,
          before ?? null,
          after,
        );
        return after;
      }),
    );
  }

  async removeIntro(actor: Actor, id: string): Promise<void> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const before = await repo.lockIntro(companyCode, id);
      if (!before) throw notFound(M.introNotFound);
      await repo.removeIntro(companyCode, id);
      await this.audit(repo, actor, 'intro.delete', 'intro_step', id, before, null);
    });
  }

  private audit(
    repo: ContentPagesRepository,
    actor: Actor,
    action: string,
    entity: string,
    entityId: string,
    before: AboutRow | IntroRow | null,
    after: AboutRow | IntroRow | null,
  ) {
    const plain = (r: AboutRow | IntroRow | null) => {
      if (!r) return null;
      const { id: _id, companyCode: _c, ...rest } = r;
      return rest;
    };
    return repo.audit({
      companyCode: actor.staff.companyCode,
      staffId: actor.staff.id,
      action,
      entity,
      entityId,
      before: plain(before),
      after: plain(after),
      ip: actor.ip,
      at: this.clock.now(),
    });
  }
}

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

function adminOnly(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
}
