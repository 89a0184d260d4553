import '~/lib/zod-config';
import { paths } from '~/config/paths';
import { attachAssessmentForm, showAssessmentResult } from '~/features/marketing/components/assessment-behaviour';
import { enhanceStaticPage, markReady } from './enhance';

/** The free assessment's pages: its form, and the result page (docs/decisions/009). */
enhanceStaticPage();
const form = document.querySelector<HTMLFormElement>('form[data-assessment-form]');
if (form) attachAssessmentForm(form, (href) => window.location.assign(href), paths.previewResults.getHref());
const result = document.querySelector<HTMLElement>('[data-assessment-result]');
if (result) showAssessmentResult(result);
markReady();
