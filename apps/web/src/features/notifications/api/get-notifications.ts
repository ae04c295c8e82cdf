import type {
  GetNotificationParams,
  GetNotificationResponse,
  NotificationPage,
} from '@portico/contract/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export async function getNotifications(params: GetNotificationParams): Promise<NotificationPage> {
  const response = await apiGet<GetNotificationResponse>('get-notification', { query: params });
  return response.data ?? { Items: [], lastEvaluatedKey: null, unreadCount: 0 };
}

export const notificationsQueryKey = (params?: GetNotificationParams) =>
  params ? (['notifications', 'list', params] as const) : (['notifications'] as const);

export const notificationsQueryOptions = (params: GetNotificationParams) =>
  queryOptions({
    queryKey: notificationsQueryKey(params),
    queryFn: () => getNotifications(params),
  });

/** One page; the previous page stays on screen while the next one loads. */
export const useNotifications = (params: GetNotificationParams, enabled = true) =>
  useQuery({ ...notificationsQueryOptions(params), placeholderData: keepPreviousData, enabled });
