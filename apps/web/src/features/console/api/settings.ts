import type { BrandImageKind, CompanySettings, SettingsView } from '@portico/contract/console-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type SettingsEnvelope = { success: boolean; message?: string; data?: SettingsView };

/** The company's settings, its products (for the reward) and the host this page is on. */
export const settingsQuery = queryOptions({
  queryKey: ['console', 'settings'],
  queryFn: async ({ signal }): Promise<SettingsView> =>
    dataOf((await apiGet<SettingsEnvelope>('console/settings', { signal, ...quiet })).data),
});

/** Saves every setting at once; the portal's own theme and logo follow (the company is asked again). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CompanySettings) => {
      const res = await apiRequest<SettingsEnvelope>('PUT', 'console/settings', { body: settings, ...quiet });
      return { view: dataOf(res.data), message: res.message };
    },
    onSuccess: async ({ view }) => {
      queryClient.setQueryData(settingsQuery.queryKey, view);
      await queryClient.invalidateQueries({ queryKey: ['company'] });
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
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
