import { useCallback, useEffect, useState } from 'react';
import { PushPublicKeySchema } from '@cleardocket/domain/notifications/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { api, apiRequest } from '~/lib/api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'working';

const OPTIONS = { useServerMessage: true } as const;

function supported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** This browser's push subscription: on, off, refused by the browser, or impossible here. */
export function usePushSubscription(userId: string) {
  const [state, setState] = useState<PushState>('off');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker.getRegistration('/sw.js').then(async (registration) => {
      const subscription = await registration?.pushManager.getSubscription();
      setState(subscription ? 'on' : 'off');
    });
  }, []);

  const enable = useCallback(async () => {
    setError(null);
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const { publicKey } = await api.get('/api/push/public-key', PushPublicKeySchema);
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
          c.charCodeAt(0),
        ),
      });
      await api.post(`/api/users/${userId}/push-subscriptions`, NoContentSchema, subscription.toJSON(), OPTIONS);
      setState('on');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'This browser could not turn on notifications.');
      setState('off');
    }
  }, [userId]);

  const disable = useCallback(async () => {
    setError(null);
    setState('working');
    try {
      const registration = await navigator.serviceWorker.getRegistration('/sw.js');
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await apiRequest(`/api/users/${userId}/push-subscriptions`, NoContentSchema, {
          ...OPTIONS,
          method: 'DELETE',
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not turn notifications off.');
      setState('on');
    }
  }, [userId]);

  return { state, error, enable, disable };
}
