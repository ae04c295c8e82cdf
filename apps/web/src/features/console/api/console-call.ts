import type { RouteAnswer, RouteAnswerData, RouteDef, RouteInput } from '@portico/contract/route';
import {
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallOptions, call, callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isSignedOut, quiet, staffMeQuery } from './console';

// The client takes each route's own input; these helpers take any route's and hand it on.
type Send = (def: RouteDef, input: unknown, options: CallOptions) => Promise<unknown>;
const send = call as unknown as Send;
const sendData = callData as unknown as Send;

/** One console call (decision 049), never the students' 'Session Expired!' dialog: its answer. */
export const consoleCall = <D extends RouteDef>(def: D, input: RouteInput<D>, signal?: AbortSignal) =>
  send(def, input, { ...quiet, signal }) as Promise<RouteAnswer<D>>;

/** One console call whose answer carries data: that data (an answer without it is an ApiError). */
export const consoleData = <D extends RouteDef>(def: D, input: RouteInput<D>, signal?: AbortSignal) =>
  sendData(def, input, { ...quiet, signal }) as Promise<RouteAnswerData<D>>;

/** A console read as a query: the key names what is read, the route and its input where. */
export const consoleQuery = <D extends RouteDef>(
  queryKey: readonly unknown[],
  def: D,
  input: RouteInput<D>,
  extra: { staleTime?: number } = {},
) => queryOptions({ queryKey, queryFn: ({ signal }) => consoleData(def, input, signal), ...extra });

/** What a change answers: the record or page as it now is, and the message for the member. */
export type Changed<T> = { data: T; message: string | undefined };

const noData = (path: string) =>
  new ApiError(`No data in the answer (${path})`, { status: 200, fromServer: false });

/** A console change whose answer carries what it changed, with its message. */
export async function consoleChange<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
): Promise<Changed<RouteAnswerData<D>>> {
  return changed(def, await consoleCall(def, input));
}

/** The record a change answered, with its message; an answer without the record is an ApiError. */
function changed<D extends RouteDef>(def: D, answer: unknown): Changed<RouteAnswerData<D>> {
  const { data, message } = answer as { message?: string; data?: RouteAnswerData<D> };
  if (data === undefined || data === null) throw noData(def.path);
  return { data, message };
}

/** A console change answering its message only ('' when it has none). */
export const consoleMessage = async <D extends RouteDef>(def: D, input: RouteInput<D>) =>
  ((await consoleCall(def, input)) as { message?: string }).message ?? '';

/** A file's bytes as the body of a console change (a recorded clip, the expert CV), of the type given. */
export async function consoleUpload<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
  file: Blob,
  type: string,
): Promise<Changed<RouteAnswerData<D>>> {
  return changed(def, await send(def, input, { ...quiet, file: { bytes: file, type } }));
}

/**
 * A console change as a mutation. When the staff session has ended, asking who is signed in
 * again brings back the console's sign-in form instead of leaving a failed form on the page.
 */
export function useConsoleMutation<TData, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  onSuccess?: (data: TData, queryClient: QueryClient, vars: TVars) => unknown,
  options: Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn' | 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    ...options,
    mutationFn,
    ...(onSuccess ? { onSuccess: (data, vars) => onSuccess(data, queryClient, vars) } : {}),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}

type BodyOf<D extends RouteDef> = RouteInput<D>['body'];
type DataOf<D extends RouteDef> = RouteAnswerData<D>;

/** A change to a record authored one at a time: saved (created without an id) or deleted. */
export type RecordAction<B> = { kind: 'save'; id?: string; body: B } | { kind: 'delete'; id: string };
/** A change to a list kept with POST only: saved (created without an id), or one item removed by its act. */
export type ListAction<B> =
  | { kind: 'save'; id?: string; body: B }
  | { kind: 'delete' | 'deactivate'; id: string };

/**
 * The call a save or a removal makes, with its input: the create without an id, the change of the
 * id, or the id's removal. The input's types are the route's own (its caller's action names them).
 */
function saveOrRemoval(
  api: { create: RouteDef; change: RouteDef; remove: RouteDef },
  action: RecordAction<unknown> | ListAction<unknown>,
) {
  const { id } = action;
  const [def, input] =
    action.kind !== 'save'
      ? [api.remove, { params: { id } }]
      : id
        ? [api.change, { params: { id }, body: action.body }]
        : [api.create, { body: action.body }];
  return { def, input: input as never };
}

/** Sends a change to a record of the contract's `recordCalls` (notices, videos, pages): its message. */
export const sendRecordAction = <A extends { create: RouteDef; change: RouteDef; remove: RouteDef }>(
  api: A,
  action: RecordAction<BodyOf<A['create']>>,
): Promise<string> => {
  const { def, input } = saveOrRemoval(api, action);
  return consoleMessage(def, input);
};

type ListCalls = { create: RouteDef; save: RouteDef; remove: RouteDef };

/** Sends a change to a list of the contract's `pageCalls` and removal act: the new list, its message. */
const sendListAction = <A extends ListCalls>(api: A, action: ListAction<unknown>) => {
  const { def, input } = saveOrRemoval({ create: api.create, change: api.save, remove: api.remove }, action);
  return consoleChange(def, input) as Promise<Changed<DataOf<A['create']>>>;
};

/**
 * One change to a list whose every call answers the new list (products, coupons); the answer
 * replaces the list. `B` is the form the page sends (the create's body, or what its form makes of it).
 */
export function useListAction<A extends ListCalls, B extends BodyOf<A['create']> = BodyOf<A['create']>>(
  api: A,
  listKey: readonly unknown[],
) {
  return useConsoleMutation(
    async (action: ListAction<B>) => {
      const { data, message } = await sendListAction(api, action);
      return { list: data, message: message ?? '' };
    },
    ({ list }, queryClient) => {
      queryClient.setQueryData(listKey, list);
    },
  );
}

/** An act on one item of a queue: `kind` names it (the route `…/:id/<kind>`), `body` is its form. */
export type ItemAction<A extends Record<string, RouteDef>> = {
  [K in keyof A & string]: { kind: K; body: BodyOf<A[K]> };
}[keyof A & string];

/** Sends an act on item `id`: the item as it now is, and the act's message. */
export const sendItemAction = <A extends Record<string, RouteDef>>(
  acts: A,
  id: string,
  action: ItemAction<A>,
): Promise<Changed<DataOf<A[keyof A & string]>>> => {
  const def = acts[action.kind] as A[keyof A & string];
  return consoleChange(def, { params: { id }, body: action.body } as never);
};

/**
 * The acts on one item of a queue as a mutation: the answer replaces the cached item (when the page
 * keeps one) and the queue is read again.
 */
export function useItemAction<V, T>(
  sendAct: (vars: V) => Promise<Changed<T>>,
  keys: { item?: readonly unknown[]; queue: readonly unknown[] },
) {
  return useConsoleMutation(
    async (vars: V) => {
      const { data, message } = await sendAct(vars);
      return { detail: data, message };
    },
    ({ detail }, queryClient) => {
      if (keys.item) queryClient.setQueryData(keys.item, detail);
      return queryClient.invalidateQueries({ queryKey: keys.queue });
    },
  );
}
