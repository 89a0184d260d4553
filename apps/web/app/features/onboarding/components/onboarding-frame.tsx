import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { Onboarding } from '@cleardocket/domain/onboarding/contract';
import { isStepOpen, ONBOARDING_STEPS, STEP_TITLES } from '@cleardocket/domain/onboarding/steps';
import type { OnboardingStep } from '@cleardocket/domain/onboarding/steps';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { useOnboarding } from '../api/get-onboarding';
import { STEP_PATHS } from './step-path';

/** The steps as a list: done ones link back (back is always safe), the rest are plain text. */
export function StepList({ step, reached }: { step: OnboardingStep; reached: OnboardingStep }) {
  const position = ONBOARDING_STEPS.indexOf(step);
  return (
    <nav aria-label="Onboarding steps">
      <p className="text-sm font-semibold text-brand-700">
        Step {position + 1} of {ONBOARDING_STEPS.length}
      </p>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ONBOARDING_STEPS.map((each, index) => {
          const open = each !== 'email-capture' && isStepOpen(each, reached) && each !== step;
          const label = `${index + 1}. ${STEP_TITLES[each]}`;
          return (
            <li key={each} aria-current={each === step ? 'step' : undefined}>
              {open ? (
                <Link to={STEP_PATHS[each]} className="text-brand-700 underline">
                  {label}
                </Link>
              ) : (
                <span className={cn(each === step ? 'font-semibold text-ink-900' : 'text-ink-700')}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type OnboardingFrameProps = {
  step: OnboardingStep;
  title: string;
  lead?: string;
  children: (onboarding: Onboarding) => ReactNode;
};

/**
 * One step of the funnel: the member's place is read from the server, a step not open yet sends
 * them to the one they are at (so a link or a reload resumes where they left off), and the
 * step's content gets the member's onboarding.
 */
export function OnboardingFrame({ step, title, lead, children }: OnboardingFrameProps) {
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <Spinner label="Loading your progress" />;
  if (onboarding.isError) {
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-12">
        {onboarding.error.message}
      </p>
    );
  }
  if (!isStepOpen(step, onboarding.data.step)) return <Navigate to={STEP_PATHS[onboarding.data.step]} replace />;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <StepList step={step} reached={onboarding.data.step} />
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {lead ? <p className="mt-2 text-ink-700">{lead}</p> : null}
      </div>
      {children(onboarding.data)}
    </section>
  );
}
