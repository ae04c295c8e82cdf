import { z } from 'zod';
import { envelope } from './envelope';
import { del, get, post, put } from './route';

/**
 * Reminders by web push (issue 46 part 3, decision 072): what the student can be reminded of, each
 * kind switched on or off by the student, and the device's subscription as the browser's
 * `PushSubscription.toJSON()` gives it.
 */
export const PUSH_KINDS = ['live-class', 'reviews-due', 'evaluation', 'support'] as const;
export const PushKindSchema = z.enum(PUSH_KINDS, {
  error: `kind must be one of ${PUSH_KINDS.join(', ')}`,
});
export type PushKind = z.infer<typeof PushKindSchema>;

/** What the settings show for each kind. */
export const pushKindLabels: Record<PushKind, string> = {
  'live-class': 'Live class about to start',
  'reviews-due': 'Reviews due',
  evaluation: 'Evaluation released',
  support: 'Reply from support',
};

/**
 * A push message's data, as the service worker reads it: it shows `title` and `body`, replaces an
 * earlier notification of the same `tag`, and opens `url` (a path of the portal) on a click.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export const PushMessages = {
  badEndpoint: 'endpoint must be the https:// address of a push service',
  unknownService: 'endpoint is not the address of a push service this portal sends to',
  badP256dh: 'keys.p256dh must be a P-256 public key (65 bytes, base64url)',
  badAuth: 'keys.auth must be an authentication secret (16 bytes, base64url)',
  notFound: 'This device has no reminders to turn off',
} as const;

/** Bytes a base64url text (no padding) decodes to; -1 when it is not base64url. */
export function base64urlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const key = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .refine((v) => base64urlBytes(v) === bytes, message);

// The address alone: which hosts the server sends to is the API's configuration (PUSH_SERVICE_HOSTS).
const endpoint = z
  .string({ error: PushMessages.badEndpoint })
  .max(1000, PushMessages.badEndpoint)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), PushMessages.badEndpoint);

export const PushSubscribeRequestSchema = z.object({
  endpoint,
  keys: z.object(
    { p256dh: key(65, PushMessages.badP256dh), auth: key(16, PushMessages.badAuth) },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

export const PushPreferenceRequestSchema = z.object({
  kind: PushKindSchema,
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type PushPreferenceRequest = z.infer<typeof PushPreferenceRequestSchema>;

export const PushSettingsSchema = z.object({
  /** The deployment's VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey: z.string(),
  kinds: z.array(z.object({ kind: PushKindSchema, enabled: z.boolean() })),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const pushApi = {
  settings: get('push/settings', { response: envelope(PushSettingsSchema) }),
  subscribe: post('push/subscriptions', {
    body: PushSubscribeRequestSchema,
    response: envelope(z.null()),
  }),
  unsubscribe: del('push/subscriptions', {
    body: PushUnsubscribeRequestSchema,
    response: envelope(z.null()),
  }),
  preference: put('push/preferences', {
    body: PushPreferenceRequestSchema,
    response: envelope(PushSettingsSchema),
  }),
};
