import {
  PushMessages as M,
  PUSH_KINDS,
  type PushKind,
  type PushSettings,
  type PushSubscribeRequest,
} from '@portico/contract/push';
import type { Clock } from '../../lib/clock';
import type { CurrentStudent } from '../../lib/current-student';
import { badRequest } from '../../lib/errors';
import { isPushServiceEndpoint, type PushHosts } from '../../push-hosts';
import type { PushRepository } from './push.repository';
import type { VapidKeys } from './vapid-keys';

/**
 * A student's reminders by web push (issue 46 part 3, decision 072): the devices that get them and
 * the kinds switched off.
 */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    private readonly keys: VapidKeys,
    private readonly hosts: PushHosts,
    private readonly clock: Clock,
  ) {}

  /** The key a browser subscribes with, and each kind on or off (on unless switched off). */
  async settings(student: CurrentStudent): Promise<PushSettings> {
    const [{ publicKey }, rows] = await Promise.all([
      this.keys.get(),
      this.repo.preferences(student.companyCode, student.id),
    ]);
    const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.kind));
    return { publicKey, kinds: PUSH_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) })) };
  }

  /**
   * This device's subscription for the student. The endpoint is where the server will send, so only
   * a configured push service's address is taken (PUSH_SERVICE_HOSTS): never an arbitrary one.
   */
  async subscribe(student: CurrentStudent, body: PushSubscribeRequest): Promise<void> {
    if (!isPushServiceEndpoint(body.endpoint, this.hosts)) throw badRequest(M.unknownService);
    await this.repo.subscribe({
      companyCode: student.companyCode,
      studentId: student.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      now: this.clock.now(),
    });
  }

  /** The device's reminders off: only the student's own subscription is removed; none is no error. */
  async unsubscribe(student: CurrentStudent, endpoint: string): Promise<void> {
    await this.repo.unsubscribe(student.companyCode, student.id, endpoint);
  }

  async setPreference(student: CurrentStudent, kind: PushKind, enabled: boolean): Promise<PushSettings> {
    await this.repo.setPreference(student.companyCode, student.id, kind, enabled);
    return this.settings(student);
  }
}
