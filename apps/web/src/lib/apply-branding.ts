import type { Company } from '@portico/contract/tenancy';

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

/** spec 1 §1: the document shows the company's name, favicon and colour. */
export function applyBranding(company: Company, themeColor: string): void {
  document.title = company.companyName || document.title;
  const icon = company.faviconURL || company.logoIconURL;
  if (icon) setLink('icon', icon);
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = themeColor;
}
