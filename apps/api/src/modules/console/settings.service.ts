import { ConsoleMessages } from '@portico/contract/console';
import {
  type BrandImageKind,
  type CompanySettings,
  gradingPolicyOf,
  SettingsMessages as M,
  type SettingsView,
  turnaroundHoursOf,
} from '@portico/contract/console-settings';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { BrandImages } from '../storage/brand-images';
import { companySwitches, normaliseHost } from '../tenancy/tenancy.service';
import {
  type CompanyChange,
  type CompanyRecord,
  HostTaken,
  type SettingsRepository,
} from './settings.repository';

/** The settings a form sends, as the company row has them. */
function settingsOf(c: CompanyRecord, hosts: string[]): CompanySettings {
  return {
    companyName: c.companyName,
    shortName: c.shortName,
    companyUrl: c.companyUrl,
    copyRight: c.copyRight,
    logoUrl: c.logoUrl,
    logoIconUrl: c.logoIconUrl,
    faviconUrl: c.faviconUrl,
    primaryColor: c.theme.primaryColor,
    secondaryColor: c.theme.secondaryColor ?? '',
    ...companySwitches(c),
    agentRegisterUrl: c.agentRegisterUrl,
    speakingContact1: c.speakingContact1,
    speakingContact2: c.speakingContact2,
    showAboutUs: c.showAboutUs,
    enableNewPage: c.enableNewPage,
    enableScoreFromStudents: c.enableScoreFromStudents,
    scoreRewardProductSlug: c.scoreRewardProductSlug,
    headerScript: c.headerScript,
    hosts,
    primaryHost: c.primaryHost,
    turnaroundHours: turnaroundHoursOf(c.turnaroundHours),
    grading: gradingPolicyOf(c.grading),
    weeklySummary: c.weeklySummary,
  };
}

function columnsOf(s: CompanySettings): CompanyChange {
  const { primaryColor, secondaryColor, hosts: _hosts, ...rest } = s;
  return { ...rest, theme: secondaryColor ? { primaryColor, secondaryColor } : { primaryColor } };
}

/**
 * Company settings and branding in the console (CONSOLE.md Authoring, admin only): every setting of
 * spec 1 §1, brand images, colours and host names. A save is one transaction (the company row locked,
 * its hosts replaced, the audit entry with only what changed); this process forgets its cached company
 * at once and the others within their cache's 30 seconds, so students see the change without a rebuild.
 */
export class SettingsService {
  constructor(
    private readonly repo: SettingsRepository,
    private readonly images: BrandImages,
    private readonly clock: Clock,
    /** This process's cache of companies (the app's tenancy), forgotten once a save is in. */
    private readonly forgetCompanies: () => void,
  ) {}

  async view(actor: Actor, currentHost: string): Promise<SettingsView> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const company = await this.repo.company(companyCode);
    if (!company) throw notFound();
    return {
      settings: settingsOf(company, await this.repo.hosts(companyCode)),
      products: await this.repo.products(companyCode),
      currentHost: normaliseHost(currentHost),
    };
  }

  async save(actor: Actor, body: CompanySettings, currentHost: string): Promise<SettingsView> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const hosts = [...new Set(body.hosts)].sort();
    if (!hosts.includes(body.primaryHost)) throw badRequest(M.primaryHost);
    const products = await this.repo.products(companyCode);
    if (body.scoreRewardProductSlug && !products.some((p) => p.slug === body.scoreRewardProductSlug)) {
      throw badRequest(M.rewardProduct);
    }
    const next = { ...body, hosts };
    try {
      await this.repo.transaction(async (repo) => {
        const company = await repo.company(companyCode, true);
        if (!company) throw notFound();
        const oldHosts = await repo.hosts(companyCode);
        const here = normaliseHost(currentHost);
        if (oldHosts.includes(here) && !hosts.includes(here)) throw badRequest(M.currentHost);
        if ((await repo.hostsOfOthers(companyCode, hosts)).length) throw conflict(M.hostTaken);
        const before = settingsOf(company, oldHosts);
        const changed = (Object.keys(next) as (keyof CompanySettings)[]).filter(
          (k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]),
        );
        if (!changed.length) return;
        await repo.update(companyCode, columnsOf(next));
        if (changed.includes('hosts')) await repo.setHosts(companyCode, hosts);
        await repo.audit({
          companyCode,
          staffId: actor.staff.id,
          action: 'settings.update',
          entity: 'company',
          entityId: companyCode,
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, next[k]])),
          ip: actor.ip,
          at: this.clock.now(),
        });
      });
    } catch (err) {
      if (err instanceof HostTaken) throw conflict(M.hostTaken);
      throw err;
    }
    this.forgetCompanies();
    return this.view(actor, currentHost);
  }

  /** Stores a brand image; the form then saves its address with the other settings. */
  async uploadImage(actor: Actor, kind: BrandImageKind, file: string): Promise<string> {
    adminOnly(actor);
    const url = await this.images.store(actor.staff.companyCode, file, kind);
    await this.repo.audit({
      companyCode: actor.staff.companyCode,
      staffId: actor.staff.id,
      action: 'settings.image',
      entity: 'file',
      entityId: url,
      before: null,
      after: { kind, url },
      ip: actor.ip,
      at: this.clock.now(),
    });
    return url;
  }
}

function adminOnly(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
}
