import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { unsubscribeEmail } from '../api/unsubscribe-email';

type State =
  { step: 'asking' } | { step: 'busy' } | { step: 'done'; name: string } | { step: 'failed'; message: string };

/**
 * The page an email's unsubscribe link opens (issue 31 part 6). Opening it changes nothing (mail
 * scanners open every link): only the button stops that kind of email.
 */
export function UnsubscribeAnswer({ token }: { token: string }) {
  const [state, setState] = useState<State>({ step: 'asking' });
  const stop = async () => {
    setState({ step: 'busy' });
    try {
      const answer = await unsubscribeEmail(token);
      setState({ step: 'done', name: answer.name });
    } catch (caught) {
      setState({ step: 'failed', message: caught instanceof Error ? caught.message : 'Something went wrong.' });
    }
  };
  if (state.step === 'done') {
    return (
      <div className="grid gap-3">
        <p role="status">You will not get emails about {state.name.toLowerCase()} any more.</p>
        <p>
          You can turn them back on in your{' '}
          <Link className="text-brand-700 underline" to={paths.dashboardNotificationSettings.getHref()}>
            notification settings
          </Link>
          .
        </p>
      </div>
    );
  }
  if (state.step === 'failed') return <p role="alert">{state.message}</p>;
  if (!token) return <p role="alert">This unsubscribe link is not complete. Open it again from the email.</p>;
  return (
    <div className="grid justify-items-start gap-4">
      <p>Stop this kind of email? Security emails and codes you ask for still reach you.</p>
      <Button type="button" disabled={state.step === 'busy'} onClick={() => void stop()}>
        Unsubscribe
      </Button>
    </div>
  );
}
