import {
  type Application,
  type ApplicationForm,
  ApplicationSchema,
  applicationApi,
} from '@portico/contract/application';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const applicationQueryKey = ['application'] as const;

export const applicationQueryOptions = () =>
  queryOptions({
    queryKey: applicationQueryKey,
    queryFn: () => callData(applicationApi.application),
  });

export const useApplication = () => useQuery(applicationQueryOptions());

/** The application as the server holds it, when a save was refused for coming from an older version. */
export function applicationConflictOf(error: unknown): Application | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ApplicationSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** PUT application over `baseVersion`; the cached application follows what the server answers. */
export function useSaveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['application', 'save'],
    mutationFn: ({ form, baseVersion }: { form: ApplicationForm; baseVersion: number }) =>
      callData(applicationApi.save, { body: { ...form, baseVersion } }),
    onSuccess: (data) => client.setQueryData(applicationQueryKey, data),
  });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['application', 'submit'],
    mutationFn: async (baseVersion: number) => {
      const response = await call(applicationApi.submit, { body: { baseVersion } });
      if (!response.data) throw new Error('Application not found');
      return { application: response.data, message: response.message ?? '' };
    },
    onSuccess: ({ application }) => client.setQueryData(applicationQueryKey, application),
  });
}
