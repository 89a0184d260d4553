import { secondsInDay } from 'date-fns/constants';
import webpush from 'web-push';
import type { Db } from '../../db/database';
import { getOrCreateSetting } from '../../lib/app-settings';
import { safeFetch } from '../../lib/safe-fetch';

export type PushKeys = { publicKey: string; privateKey: string };
type PushTarget = { endpoint: string; p256dh: string; auth: string };
type PushPayload = { title: string; body: string; link: string | null };

export interface PushSender {
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (404/410). */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'>;
}

/** The VAPID key pair, generated on first use and kept in the database so every process signs alike. */
export async function vapidKeys(db: Db): Promise<PushKeys> {
  const raw = await getOrCreateSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(raw) as PushKeys;
}

/** The contact a push service sees in the VAPID token: the sender address of the product's mail. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Web Push (RFC 8030/8291/8292): the payload encrypted for the browser's keys and signed with
 * our VAPID key by `web-push`, sent through the guarded fetch (a subscription's endpoint is an
 * address a browser gave us: public addresses only).
 */
export function createPushSender(keys: PushKeys, subject: string, allowLoopback: boolean): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, ...keys }, TTL: secondsInDay, contentEncoding: 'aes128gcm' },
      );
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      const response = await safeFetch(
        details.endpoint,
        { allowLoopback, timeoutMs: 10_000 },
        { method: details.method, headers, body: Buffer.from(details.body as Buffer) },
      );
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status >= 400) throw new Error(`The push service answered ${response.status}`);
      return 'sent';
    },
  };
}
