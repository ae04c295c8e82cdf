import {
  consoleSettingsApi as api,
  type BrandImageKind,
  type CompanySettings,
} from '@portico/contract/console-settings';
import { useMutation } from '@tanstack/react-query';
import { consoleChange, consoleData, consoleQuery, useConsoleMutation } from './console-call';

/** The company's settings, its products (for the reward) and the host this page is on. */
export const settingsQuery = consoleQuery(['console', 'settings'], api.view, {});

/** Saves every setting at once; the portal's own theme and logo follow (the company is asked again). */
export function useSaveSettings() {
  return useConsoleMutation(
    async (settings: CompanySettings) => {
      const { data, message } = await consoleChange(api.save, { body: settings });
      return { view: data, message };
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
    mutationFn: async ({ kind, file }: { kind: BrandImageKind; file: File }) =>
      (await consoleData(api.uploadImage, { body: { kind, file: await readAsDataUrl(file) } })).url,
  });
}
