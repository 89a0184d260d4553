import { Button } from '~/components/ui/button';
import { usePushSubscription } from '../api/push';

/** Push on this device: what the browser allows, and the switch to subscribe or unsubscribe. */
export function PushDeviceSection({ userId }: { userId: string }) {
  const push = usePushSubscription(userId);
  return (
    <section aria-labelledby="push-heading" className="mt-6 rounded-lg border border-ink-200 bg-white p-4">
      <h2 id="push-heading" className="text-lg font-semibold">
        Push notifications on this device
      </h2>
      <p className="text-ink-700">
        {push.state === 'unsupported'
          ? 'This browser cannot receive push notifications.'
          : push.state === 'denied'
            ? 'Notifications are blocked for this site in your browser settings.'
            : push.state === 'on'
              ? 'On: categories with Push ticked below reach this device.'
              : 'Off: turn it on, then tick Push for the categories you want on this device.'}
      </p>
      {push.error ? (
        <p role="alert" className="text-red-700">
          {push.error}
        </p>
      ) : null}
      {push.state === 'off' || push.state === 'on' || push.state === 'working' ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          disabled={push.state === 'working'}
          onClick={() => void (push.state === 'on' ? push.disable() : push.enable())}
        >
          {push.state === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
        </Button>
      ) : null}
    </section>
  );
}
