import { type Notification, notificationsApi } from '@portico/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export const getNotification = (id: string): Promise<Notification> =>
  callData(notificationsApi.one, { params: { id } });

export const notificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...notificationsQueryKey(), 'one', id] as const,
    queryFn: () => getNotification(id),
  });

export const useNotification = (id: string | null) =>
  useQuery({ ...notificationQueryOptions(id ?? ''), enabled: Boolean(id) });
