import type { Step } from './playbook';

/*
 * A removal run's steps in the member's words (issue 31): what was done, not how. The runner's
 * detail of each step (selectors, browser errors, a playbook's note) is for the operators.
 */

type StepKind = Step['kind'];
type StepOutcome = 'ok' | 'skipped' | 'waiting' | 'failed' | 'cancelled';

/** Each kind of step: what it does, said once done and once to do. */
const WORDS: Record<StepKind, { done: string; todo: string }> = {
  navigate: { done: 'Opened the site’s removal page', todo: 'open the site’s removal page' },
  fill: { done: 'Filled in one of your details', todo: 'fill in one of your details' },
  select: { done: 'Chose an answer on the form', todo: 'choose an answer on the form' },
  check: { done: 'Ticked a box on the form', todo: 'tick a box on the form' },
  fillRequestForm: {
    done: 'Filled in and sent the site’s request form',
    todo: 'fill in and send the site’s request form',
  },
  click: { done: 'Pressed a button on the form', todo: 'press a button on the form' },
  waitFor: { done: 'The site answered', todo: 'wait for the site to answer' },
  openEmailLink: {
    done: 'Opened the confirmation link the site emailed',
    todo: 'open the confirmation link the site emails',
  },
  fillEmailCode: { done: 'Entered the code the site emailed', todo: 'enter the code the site emails' },
  humanStep: { done: 'A person did a step the site requires', todo: 'have a person do a step the site requires' },
  screenshot: { done: 'Saved a picture of the page', todo: 'save a picture of the page' },
  expectText: { done: 'The site confirmed it received the request', todo: 'see the site confirm the request' },
};

const GENERAL = { done: 'Did one step of the filing', todo: 'do one step of the filing' };

const isStepKind = (kind: string): kind is StepKind => Object.hasOwn(WORDS, kind);

/** One step as the member reads it on their request ("Opened the site’s removal page"). */
export function memberStepLine(kind: string, outcome: StepOutcome): string {
  const words = isStepKind(kind) ? WORDS[kind] : GENERAL;
  switch (outcome) {
    case 'ok':
      return words.done;
    case 'waiting':
      return `Waiting to ${words.todo}`;
    case 'failed':
      return `Could not ${words.todo}; our team takes it from here`;
    case 'skipped':
      return `Not needed this time: ${words.todo}`;
    case 'cancelled':
      return `Stopped before we could ${words.todo}`;
  }
}
