import type { Assets, Company } from '@portico/contract/tenancy';
import { AppError } from '../../lib/errors';
import type { CompanyRow, TenancyRepository } from './tenancy.repository';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const CACHE_MS = 30_000;

// spec 1 §9: login carousel interval.
export const LOGIN_SLIDER_INTERVAL_MS = 14000;

export const normaliseHost = (host: string) =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** Resolves the company of a host name; local hosts fall back to the default company (spec 1 §1). */
export class TenancyService {
  private readonly cache = new Map<string, { at: number; company: CompanyRow | undefined }>();

  constructor(
    private readonly repo: TenancyRepository,
    private readonly defaultCompanyCode: string,
  ) {}

  async resolve(rawHost: string): Promise<CompanyRow> {
    const host = normaliseHost(rawHost);
    const hit = this.cache.get(host);
    let company = hit && Date.now() - hit.at < CACHE_MS ? hit.company : undefined;
    if (!company) {
      company = await this.repo.companyByHost(host);
      if (!company && LOCAL_HOSTS.has(host)) company = await this.repo.companyByCode(this.defaultCompanyCode);
      this.cache.set(host, { at: Date.now(), company });
    }
    if (!company) throw new AppError('NOT_FOUND', `No portal is configured for the address ${host}.`);
    return company;
  }

  forget(): void {
    this.cache.clear();
  }
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
    hideRegistration: c.hideRegistration,
    enableAppProfile: c.enableAppProfile,
    hideBranch: c.hideBranch,
    showCityName: c.showCityName,
    defaultCountryCode: c.defaultCountryCode,
    defaultDialCode: c.defaultDialCode,
    showNoticeBoard: c.showNoticeBoard,
    showLeaderBoard: c.showLeaderBoard,
    agentRegister: c.agentRegister,
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
