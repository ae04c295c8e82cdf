import type { SignedUrlResponse } from '@portico/contract/career';
import { apiGet } from '../../../lib/http';

/** spec 3 §7 GET kanan-website/get-signedurl: a short-lived address of a file the student may open. */
export async function getSignedUrl(url: string): Promise<string> {
  const response = await apiGet<SignedUrlResponse>('kanan-website/get-signedurl', { query: { url } });
  if (!response.data) throw new Error('get-signedurl answered no address');
  return response.data;
}

/**
 * Opens a document in a new tab (spec 3 §7: 'data opened in a new tab'). The tab is opened at once,
 * inside the click, so no popup blocker stops it, and sent to the address when it arrives.
 */
export async function openSignedUrl(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const address = await getSignedUrl(url);
    if (!tab) {
      window.location.assign(address);
      return;
    }
    tab.opener = null;
    tab.location.href = address;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
