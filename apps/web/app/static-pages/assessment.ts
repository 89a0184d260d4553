import { paths } from '~/config/paths';
import { enhanceStaticPage, markReady } from './enhance';
import { loadOnUse } from './load-on-use';
import { prefillAssessment } from '~/lib/behaviours/assessment-link';

/**
 * The free assessment's pages: the shared behaviours now; the form's own script when the person
 * first uses it, the result page's as soon as it opens (it has nothing to show until the API
 * answers) (docs/decisions/009).
 */
enhanceStaticPage();
const form = document.querySelector<HTMLFormElement>('form[data-assessment-form]');
if (form) {
  prefillAssessment(form, window.location.search);
  loadOnUse(form, async () =>
    (await import('./assessment-forms')).attachAssessmentForm(
      form,
      (href) => window.location.assign(href),
      paths.previewResults.getHref(),
    ),
  );
}
const result = document.querySelector<HTMLElement>('[data-assessment-result]');
if (result) void import('./assessment-forms').then(({ showAssessmentResult }) => showAssessmentResult(result));
markReady();
