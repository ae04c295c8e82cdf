import type { GetOneNotificationResponse, Notification } from '@portico/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { notificationsQueryKey } from './get-notifications';

export async function getNotification(id: string): Promise<Notification> {
  const response = await apiGet<GetOneNotificationResponse>(`get-notification/${encodeURIComponent(id)}`);
  if (!response.data) throw new Error('Notice not found');
  return response.data;
}

export const notificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...notificationsQueryKey(), 'one', id] as const,
    queryFn: () => getNotification(id),
  });

export const useNotification = (id: string | null) =>
  useQuery({ ...notificationQueryOptions(id ?? ''), enabled: Boolean(id) });
