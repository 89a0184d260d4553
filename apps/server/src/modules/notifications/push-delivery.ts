import { BRAND } from '@cleardocket/domain/brand';
import type { Db } from '../../db/database';
import type { PushSender } from '../../providers/messaging/push';
import * as repository from './repository';

/**
 * One push delivery, each of the member's endpoints on its own (issue 32): an endpoint the push
 * service says is gone (404/410) is forgotten, one that fails (5xx, no answer) is left for the
 * job's retry while the others are sent, and each endpoint reached is recorded at once, so a retry
 * sends only to those still waiting. No transaction is open while a push service answers: each
 * step is one statement of its own.
 */
export async function sendPushDelivery(
  db: Db,
  push: PushSender | undefined,
  deliveryId: string,
): Promise<'sent' | 'skipped' | 'already-done'> {
  const delivery = await repository.findPendingPush(db, deliveryId);
  if (!delivery) return 'already-done';
  if (!push) {
    await repository.finishDelivery(db, deliveryId, 'skipped', 'no push subscription');
    return 'skipped';
  }
  const subscriptions = await repository.listPushSubscriptions(db, delivery.userId);
  const waiting = subscriptions.filter((subscription) => !delivery.pushedTo.includes(subscription.id));
  const payload = { title: `${BRAND.name}: ${delivery.title}`, body: delivery.message, link: delivery.link };
  let reached = delivery.pushedTo.length;
  let failed = 0;
  for (const subscription of waiting) {
    let outcome: 'sent' | 'gone';
    try {
      outcome = await push.send(subscription, payload);
    } catch {
      failed += 1;
      continue;
    }
    if (outcome === 'gone') {
      await repository.removePushSubscriptionById(db, subscription.id);
    } else {
      await repository.markPushed(db, deliveryId, subscription.id);
      reached += 1;
    }
  }
  if (failed > 0) {
    // Endpoint addresses identify a browser: the record says how many, not which.
    await repository.noteDeliveryFailure(db, deliveryId, `${failed} push endpoint(s) failed; retried later`);
    throw new Error(`${failed} push endpoint(s) failed; the delivery is retried later`);
  }
  if (reached === 0) {
    const why = subscriptions.length === 0 ? 'no push subscription' : 'every push subscription had expired';
    await repository.finishDelivery(db, deliveryId, 'skipped', why);
    return 'skipped';
  }
  await repository.finishDelivery(db, deliveryId, 'sent');
  return 'sent';
}
