import type { BrandImageKind, CompanySettings, SettingsView } from '@portico/contract/console-settings';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { dataOf, quiet } from './console';
import { consoleQuery, consoleSend, useConsoleMutation } from './console-call';

/** The company's settings, its products (for the reward) and the host this page is on. */
export const settingsQuery = consoleQuery<SettingsView>(['console', 'settings'], 'console/settings');

/** Saves every setting at once; the portal's own theme and logo follow (the company is asked again). */
export function useSaveSettings() {
  return useConsoleMutation(
    async (settings: CompanySettings) => {
      const res = await consoleSend<SettingsView>('PUT', 'console/settings', settings);
      return { view: dataOf(res.data), message: res.message };
    },
    async ({ view }, queryClient) => {
      queryClient.setQueryData(settingsQuery.queryKey, view);
      await queryClient.invalidateQueries({ queryKey: ['company'] });
    },
  );
}

/** Reads a chosen file as a data URL (the upload call takes the bytes as base64). */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Uploads a logo, icon or favicon; the answer is its address, saved with the settings. */
export function useUploadBrandImage() {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: BrandImageKind; file: File }) => {
      const res = await apiPost<{ success: boolean; data?: { url: string } }>(
        'console/settings/image',
        { kind, file: await readAsDataUrl(file) },
        quiet,
      );
      return dataOf(res.data).url;
    },
  });
}
