import { AboutMessages, type AboutPage, type AboutProfile, type AboutQuery } from '@portico/contract/about';
import { forbidden, notFound } from '../../lib/errors';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { AboutPageRow, AboutRepository } from './about.repository';

export type AboutResult = {
  pages: AboutPage[];
  enableNewPage: boolean;
  profile: AboutProfile | null;
};

export class AboutService {
  constructor(private readonly repo: AboutRepository) {}

  /**
   * spec 1 §7 GET aboutus: the accountId sent must be the host company's own; the page exists only
   * when the company shows About us (spec 1 §2 header: About Us only when showAboutUs).
   */
  async get(company: CompanyRow, q: AboutQuery): Promise<AboutResult> {
    if (q.accountId !== company.accountId) throw forbidden(AboutMessages.wrongAccount);
    if (!company.showAboutUs) throw notFound(AboutMessages.notAvailable);
    const rows = await this.repo.activePages(company.code);
    return {
      pages: rows.map(present),
      enableNewPage: company.enableNewPage,
      profile: company.aboutProfile ? presentProfile(company.aboutProfile) : null,
    };
  }
}

function present(r: AboutPageRow): AboutPage {
  return { id: r.id, pageId: r.pageId, pageTitle: r.pageTitle, pageContent: r.pageContent };
}

/** The stored JSON, with every list present even when the author left one out. */
function presentProfile(p: Partial<AboutProfile>): AboutProfile {
  return {
    ...(p.headline ? { headline: p.headline } : {}),
    ...(p.summary ? { summary: p.summary } : {}),
    founders: p.founders ?? [],
    certifications: p.certifications ?? [],
    services: p.services ?? [],
    differentiators: p.differentiators ?? [],
    directors: p.directors ?? [],
  };
}
