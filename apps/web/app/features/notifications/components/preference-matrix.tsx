import { CHANNELS } from '@cleardocket/domain/notifications/notifications';
import type { Channel } from '@cleardocket/domain/notifications/notifications';
import { useUpdatePreferences } from '../api/update-preferences';
import type {
  NotificationCategory as Category,
  NotificationPreference as Preference,
} from '@cleardocket/domain/notifications/contract';

const CHANNEL_LABELS: Record<Channel, string> = {
  email: 'Email',
  inApp: 'In the app',
  sms: 'Text message',
  push: 'Push',
};

export type PreferenceMatrixProps = { userId: string; categories: Category[]; preferences: Preference[] };

/**
 * The preference matrix: one row per category, one switch per channel. Each switch saves at once
 * (there is no form to submit). A locked switch is one the member cannot turn off (security notices
 * always appear in the app; security and billing mail is always sent), and the note below says so.
 */
export function PreferenceMatrix({ userId, categories, preferences }: PreferenceMatrixProps) {
  const update = useUpdatePreferences(userId);
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">Notification channels by category</caption>
        <thead>
          <tr className="border-b border-ink-300">
            <th scope="col" className="py-2 pr-1 sm:p-3">
              Category
            </th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="px-1 py-2 text-center sm:p-3">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => {
            const channels = preferences.find((item) => item.category === category.id)?.channels;
            if (!channels) return null;
            return (
              <tr key={category.id} className="border-b border-ink-200">
                <th scope="row" className="py-2 pr-1 font-normal break-words sm:p-3">
                  <span className="block font-semibold">{category.name}</span>
                  <span className="block text-sm text-ink-600">{category.description}</span>
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 py-2 text-center sm:p-3">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`${category.name}: ${CHANNEL_LABELS[channel]}`}
                      checked={channels[channel]}
                      disabled={
                        (channel === 'inApp' && category.isInAppLocked) ||
                        (channel === 'email' && category.isEmailLocked)
                      }
                      onChange={(event) =>
                        update.mutate([
                          { category: category.id, channels: { ...channels, [channel]: event.target.checked } },
                        ])
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <LockedNote categories={categories} />
    </div>
  );
}

/** Why some switches cannot be changed, named from the categories' own rules. */
function LockedNote({ categories }: { categories: Category[] }) {
  const emailed = categories.filter((category) => category.isEmailLocked).map((category) => category.name);
  if (emailed.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-ink-600">
      Always emailed, whatever you choose here: {emailed.join(', ')}. These messages protect your account or concern
      your payments, so their email switch cannot be turned off.
    </p>
  );
}
