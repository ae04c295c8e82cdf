import type { PushKind, PushPayload } from '@portico/contract/push';
import type { Db } from '../../db/client';
import type { Outbox, OutgoingMessage } from '../../lib/outbox';
import { PushRepository } from './push.repository';

/** A reminder for one student. */
export type PushFor = { studentId: string; payload: PushPayload };

/**
 * Queues push messages inside the caller's transaction (decision 072): one per device of each
 * student who has a subscription and has not switched the kind off; none for the others. The
 * subscriptions of every student are read in one statement and the messages written in another.
 * Call `outbox.notify()` once the transaction has committed.
 */
export async function queuePushes(
  outbox: Pick<Outbox, 'queueAll'>,
  tx: Db,
  kind: PushKind,
  pushes: PushFor[],
  companyCode: string | null = null,
): Promise<number> {
  const studentIds = [...new Set(pushes.map((p) => p.studentId))];
  const devices = await new PushRepository(tx).receiving(companyCode, studentIds, kind);
  const messages: OutgoingMessage[] = pushes.flatMap(({ studentId, payload }) =>
    devices
      .filter((d) => d.studentId === studentId)
      .map((d) => ({
        companyCode: d.companyCode,
        channel: 'push' as const,
        // The subscription is the recipient, the kind the subject; the text is the service worker's data.
        recipient: d.id,
        subject: kind,
        text: JSON.stringify(payload),
      })),
  );
  await outbox.queueAll(tx, messages);
  return messages.length;
}
