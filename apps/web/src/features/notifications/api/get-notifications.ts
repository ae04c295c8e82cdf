import {
  type GetNotificationParams,
  type NotificationPage,
  notificationsApi,
} from '@portico/contract/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const getNotifications = (params: GetNotificationParams): Promise<NotificationPage> =>
  callData(notificationsApi.list, { query: params });

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
