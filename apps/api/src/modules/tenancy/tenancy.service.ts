import type { Assets, Company } from '@portico/contract/tenancy';
import { AppError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import type { CompanyRow, TenancyRepository } from './tenancy.repository';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** A DNS name is at most 253 characters; a longer Host is nobody's portal and is never looked up. */
const MAX_HOST_LENGTH = 253;

// spec 1 §9: login carousel interval.
export const LOGIN_SLIDER_INTERVAL_MS = 14000;

export const normaliseHost = (host: string) =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

export type HostCacheOptions = {
  /** Hosts of companies kept, and unknown hosts kept (apart, so a flood of the ones never evicts the others). */
  maxHosts?: number;
  /** A company's settings are read again after this long. */
  ttlMs?: number;
  /** An unknown host is looked up again after this long (a host just configured works this soon). */
  missTtlMs?: number;
  now?: () => number;
};

/**
 * Resolves the company of a host name; local hosts fall back to the default company (spec 1 §1).
 * Every public call names a host (the Host header, `?hostName=`), so both caches are bounded (least
 * recently used out first), unknown hosts are remembered briefly instead of asking the database each
 * time, and concurrent calls for one host share one lookup (decision 012).
 */
export class TenancyService {
  private readonly known: LruCache<string, CompanyRow>;
  private readonly unknown: LruCache<string, true>;
  private readonly lookups = new Map<string, Promise<CompanyRow | undefined>>();

  constructor(
    private readonly repo: TenancyRepository,
    private readonly defaultCompanyCode: string,
    { maxHosts = 1000, ttlMs = 30_000, missTtlMs = 5_000, now = Date.now }: HostCacheOptions = {},
  ) {
    this.known = new LruCache(maxHosts, ttlMs, now);
    this.unknown = new LruCache(maxHosts, missTtlMs, now);
  }

  async resolve(rawHost: string): Promise<CompanyRow> {
    const host = normaliseHost(rawHost);
    const company = this.known.get(host) ?? (await this.lookup(host));
    if (!company) {
      const shown = host.length > MAX_HOST_LENGTH ? `${host.slice(0, 60)}…` : host;
      throw new AppError('NOT_FOUND', `No portal is configured for the address ${shown}.`);
    }
    return company;
  }

  /** Hosts held by the caches (known, unknown). */
  cachedHosts(): { known: number; unknown: number } {
    return { known: this.known.size, unknown: this.unknown.size };
  }

  forget(): void {
    this.known.clear();
    this.unknown.clear();
  }

  private lookup(host: string): Promise<CompanyRow | undefined> | undefined {
    if (host.length > MAX_HOST_LENGTH || this.unknown.get(host)) return undefined;
    let pending = this.lookups.get(host);
    if (!pending) {
      pending = this.fromDatabase(host)
        .then((company) => {
          if (company) this.known.set(host, company);
          else this.unknown.set(host, true);
          return company;
        })
        .finally(() => this.lookups.delete(host));
      this.lookups.set(host, pending);
    }
    return pending;
  }

  private async fromDatabase(host: string): Promise<CompanyRow | undefined> {
    const company = await this.repo.companyByHost(host);
    if (company || !LOCAL_HOSTS.has(host)) return company;
    return this.repo.companyByCode(this.defaultCompanyCode);
  }
}

type SwitchName =
  | 'hideRegistration'
  | 'enableAppProfile'
  | 'hideBranch'
  | 'showCityName'
  | 'defaultCountryCode'
  | 'defaultDialCode'
  | 'showNoticeBoard'
  | 'showLeaderBoard'
  | 'agentRegister';

/** The company's sign-up and page settings that the student app and the console's settings name alike. */
export function companySwitches(c: Pick<CompanyRow, SwitchName>): Pick<CompanyRow, SwitchName> {
  return {
    hideRegistration: c.hideRegistration,
    enableAppProfile: c.enableAppProfile,
    hideBranch: c.hideBranch,
    showCityName: c.showCityName,
    defaultCountryCode: c.defaultCountryCode,
    defaultDialCode: c.defaultDialCode,
    showNoticeBoard: c.showNoticeBoard,
    showLeaderBoard: c.showLeaderBoard,
    agentRegister: c.agentRegister,
  };
}

export function toCompany(c: CompanyRow): Company {
  return {
    companyCode: c.code,
    accountId: c.accountId,
    faviconURL: c.faviconUrl,
    companyName: c.companyName,
    companyURL: c.companyUrl,
    logoURL: c.logoUrl,
    logoIconURL: c.logoIconUrl,
    shortName: c.shortName,
    copyRight: c.copyRight,
    ...companySwitches(c),
    agentRegisterURL: c.agentRegisterUrl,
    speakingContact1: c.speakingContact1,
    speakingContact2: c.speakingContact2,
    aboutStatus: { showAboutUs: c.showAboutUs },
    headerScript: c.headerScript,
    theme: c.theme,
  };
}

export function toAssets(c: CompanyRow): Assets {
  return {
    loginSlider: {
      enabled: c.loginSlider.length > 0,
      intervalMs: LOGIN_SLIDER_INTERVAL_MS,
      slides: c.loginSlider,
    },
  };
}
