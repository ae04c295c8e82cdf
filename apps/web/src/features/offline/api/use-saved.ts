import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canSaveOffline,
  findSaved,
  listSaved,
  removeSaved,
  type SavedItem,
  saveForOffline,
  storageEstimate,
} from './saved-store';

// Read from the device: never paused offline, never stale by time.
const onDevice = { networkMode: 'always', staleTime: Number.POSITIVE_INFINITY, retry: false } as const;
export const savedQueryKey = (key?: string): string[] => (key ? ['offline', 'saved', key] : ['offline']);

export const useSavedItem = (key: string) =>
  useQuery({
    queryKey: savedQueryKey(key),
    queryFn: () => findSaved(key),
    enabled: canSaveOffline(),
    ...onDevice,
  });

export const useSavedItems = () =>
  useQuery({
    queryKey: [...savedQueryKey(), 'list'],
    queryFn: listSaved,
    enabled: canSaveOffline(),
    ...onDevice,
  });

export const useStorageEstimate = () =>
  useQuery({ queryKey: [...savedQueryKey(), 'estimate'], queryFn: storageEstimate, ...onDevice });

export function useSaveForOffline(
  item: Pick<SavedItem, 'key' | 'kind' | 'title' | 'path'>,
  onProgress: (done: number, total: number) => void,
  prepare?: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (urls: string[]) => {
      await prepare?.();
      return saveForOffline(item, urls, onProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedQueryKey() }),
  });
}

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (keys: string[]) => {
      for (const key of keys) await removeSaved(key);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedQueryKey() }),
  });
}
