import type { ReviseLinkQuery } from '@portico/contract/assessment-launch';
import type { LearningObject } from '@portico/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { safeRedirect } from '../../../lib/safe-redirect';
import { generateToken, getReviseLink, startTest } from '../api/launch-test';
import { type LaunchDecision, practiceLaunchDecision } from '../utils/launch-route';
import { TEXTS } from '../utils/texts';

type RemoteCall =
  | Extract<LaunchDecision, { kind: 'generate-token' | 'test' }>
  | { kind: 'review'; query: ReviseLinkQuery };

interface Launch {
  /** The card being opened: its button shows the loading state. */
  objectId: string;
  call: RemoteCall;
  /** The cached list holding the object, to mark it InProgress (spec 2 §4 object status). */
  listKey?: readonly unknown[];
}

const callFor = (call: RemoteCall) => {
  if (call.kind === 'review') return getReviseLink(call.query);
  return call.kind === 'generate-token' ? generateToken(call.payload) : startTest(call.payload);
};

/** A same-origin path opens in the app; an absolute address (another host) loads the page. */
async function destination(call: RemoteCall): Promise<{ path: string } | { href: string }> {
  const url = await callFor(call);
  const path = safeRedirect(url);
  if (path) return { path };
  if (/^https?:\/\//i.test(url)) return { href: url };
  throw new Error('Unusable redirect address');
}

/** Runs a launch decision: report routes navigate, launch and review calls redirect. */
export function useTestLaunch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (launch: Launch) => destination(launch.call),
    onSuccess: (target, launch) => {
      if (launch.call.kind !== 'review' && launch.listKey) {
        queryClient.setQueryData<LearningObject[]>(launch.listKey, (objects) =>
          objects?.map((object) =>
            object.id === launch.objectId && object.objectStatus === 'Launch'
              ? { ...object, objectStatus: 'InProgress' }
              : object,
          ),
        );
      }
      if ('path' in target) navigate(target.path);
      else window.location.assign(target.href);
    },
    onError: (error) => {
      // spec 2 §4: the server message, or the generic text.
      if (!isSessionExpired(error)) {
        notify.show({ color: 'red', message: errorMessage(error, TEXTS.launchFailure) });
      }
    },
  });

  const run = (objectId: string, decision: LaunchDecision, listKey?: readonly unknown[]) => {
    if (decision.kind === 'none') return;
    if (decision.kind === 'report') {
      navigate(decision.to, decision.state ? { state: decision.state } : undefined);
      return;
    }
    mutation.mutate({ objectId, call: decision, listKey });
  };

  const review = (objectId: string, query: ReviseLinkQuery) =>
    mutation.mutate({ objectId, call: { kind: 'review', query } });

  /** A practice test's card opened: its launch routing (spec 2 §4), back to this page afterwards. */
  const openPractice = (object: LearningObject, courseId: string, listKey?: readonly unknown[]) =>
    run(object.id, practiceLaunchDecision(object, { courseId, pageUrl: window.location.href }), listKey);

  const pending = mutation.isPending ? mutation.variables : undefined;
  return {
    run,
    openPractice,
    review,
    busy: mutation.isPending,
    /** Which button of which card is waiting. */
    isPending: (objectId: string, kind: 'open' | 'review') =>
      pending?.objectId === objectId && (pending.call.kind === 'review') === (kind === 'review'),
  };
}
