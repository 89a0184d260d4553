import { useEffect } from 'react';
import { APPLICATION_ERROR, getApplicationErrorMessage } from '@cleardocket/domain/errors/catalogue';
import { categorizeError } from '@cleardocket/domain/errors/classify';
import { paths } from '~/config/paths';
import { reportError } from '~/lib/report-error';
import { describeError } from './describe-error';

export type ApplicationErrorProps = { error: unknown; onReset: () => void };

/**
 * The app-level screen (spec §8 "Application Error screen"): one of two texts by category,
 * Try Again and Return to Home. Plain elements only, so it renders even if the app's own UI broke.
 */
export function ApplicationError({ error, onReset }: ApplicationErrorProps) {
  const { facts } = describeError(error);
  const category = categorizeError(facts);
  useEffect(() => {
    reportError(error, category, 'critical');
  }, [error, category]);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold text-ink-900">{APPLICATION_ERROR.title}</h1>
      <p className="text-ink-700">{getApplicationErrorMessage(category)}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onReset}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {APPLICATION_ERROR.tryAgainLabel}
        </button>
        <a
          href={paths.home.getHref()}
          className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-900 hover:bg-ink-50"
        >
          {APPLICATION_ERROR.homeLabel}
        </a>
      </div>
    </main>
  );
}
