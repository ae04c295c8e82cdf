import {
  type Application,
  type ApplicationForm,
  type ApplicationResponse,
  ApplicationSchema,
} from '@portico/contract/application';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet, apiRequest } from '../../../lib/http';

export const applicationQueryKey = ['application'] as const;

const dataOf = (response: ApplicationResponse): Application => {
  if (!response.data) throw new Error('Application not found');
  return response.data;
};

export const applicationQueryOptions = () =>
  queryOptions({
    queryKey: applicationQueryKey,
    queryFn: async () => dataOf(await apiGet<ApplicationResponse>('application')),
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
    mutationFn: async ({ form, baseVersion }: { form: ApplicationForm; baseVersion: number }) =>
      dataOf(await apiRequest<ApplicationResponse>('PUT', 'application', { body: { ...form, baseVersion } })),
    onSuccess: (data) => client.setQueryData(applicationQueryKey, data),
  });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['application', 'submit'],
    mutationFn: async (baseVersion: number) => {
      const response = await apiRequest<ApplicationResponse>('POST', 'application/submit', {
        body: { baseVersion },
      });
      return { application: dataOf(response), message: response.message ?? '' };
    },
    onSuccess: ({ application }) => client.setQueryData(applicationQueryKey, application),
  });
}
