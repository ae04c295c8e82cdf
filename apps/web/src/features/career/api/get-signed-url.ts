import { careerApi } from '@portico/contract/career';
import { callData } from '../../../lib/api-client';

/** spec 3 §7 GET kanan-website/get-signedurl: a short-lived address of a file the student may open. */
export const getSignedUrl = (url: string) => callData(careerApi.signedUrl, { query: { url } });

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
