import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { answerConsent } from '../api/answer-consent';

type State =
  { step: 'asking' } | { step: 'busy' } | { step: 'done'; agreed: boolean } | { step: 'failed'; message: string };

/**
 * The page a confirmation link opens (issue 32 item 4). The token is in the link's fragment, so it
 * never reaches a server log; nothing changes until the person presses a button (a mail scanner
 * that opens the link agrees to nothing).
 */
export function ConsentAnswer() {
  const [state, setState] = useState<State>({ step: 'asking' });
  const token = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  const answer = async (agree: boolean) => {
    setState({ step: 'busy' });
    try {
      await answerConsent(token, agree);
      setState({ step: 'done', agreed: agree });
    } catch (caught) {
      setState({ step: 'failed', message: caught instanceof Error ? caught.message : 'Something went wrong.' });
    }
  };
  if (state.step === 'done') {
    return (
      <p role="status">
        {state.agreed
          ? 'Thank you. They can now ask us to find and remove records about you.'
          : 'Thank you. Nothing about you will be searched for them.'}
      </p>
    );
  }
  if (state.step === 'failed') return <p role="alert">{state.message}</p>;
  return (
    <div className="grid justify-items-start gap-4">
      <p>
        Someone you know asked us to search for records about you and to ask sites to remove them. We do it only if you
        agree.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" disabled={!token || state.step === 'busy'} onClick={() => void answer(true)}>
          I agree
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!token || state.step === 'busy'}
          onClick={() => void answer(false)}
        >
          I do not agree
        </Button>
      </div>
    </div>
  );
}
