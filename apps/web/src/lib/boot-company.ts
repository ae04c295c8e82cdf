import type { Company } from '@portico/contract/tenancy';

let cached: Company | null | undefined;

/**
 * The company settings the server put into index.html (a JSON data block), so the first page
 * does not wait for a getcompany round trip. Null when absent or unreadable: then the app asks.
 */
export function bootCompany(): Company | null {
  if (cached !== undefined) return cached;
  try {
    const text = document.getElementById('portico-company')?.textContent;
    cached = text ? (JSON.parse(text) as Company) : null;
  } catch {
    cached = null;
  }
  return cached;
}
