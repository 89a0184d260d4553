import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { PageHero, Prose } from '~/features/marketing/components/page-hero';
import { ProductScreens } from '~/features/marketing/components/product-screens';
import { SampleReportFindings, SampleReportSummary } from '~/features/marketing/components/sample-report';
import { STATIC_PAGE } from '~/lib/static-page';

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

/** A sample report (issue 20): what a scan finds and how each removal is proven, from the app itself. */
export default function SampleReport() {
  return (
    <>
      <PageMeta
        title="Sample report"
        description="What a ClearDocket scan report shows: each finding with its severity, how sure we are it is you, its removal route, and how a removal is proven."
        path={paths.sampleReport.path}
      />
      <PageHero
        title="Sample report"
        lead="A real scan from the app’s demo mode, of a demo member who does not exist. Your report has the same parts, with your findings."
      />
      <SampleReportSummary />
      <SampleReportFindings />
      <Prose>
        <h2>How a removal is proven</h2>
        <p>
          Before a request is filed we keep the listing as it was: a screenshot and the page’s text. When the site
          answers, we check the page again, and keep that too, so you can see the before and the after side by side.
        </p>
        <ul>
          <li>A listing is called removed only when the page was checked and the listing is gone.</li>
          <li>
            A page that blocks the check, asks for a login or shows a captcha is marked “could not check”, with the
            reason, never “removed”.
          </li>
          <li>Every request keeps its deadline, its timeline and the site’s replies.</li>
          <li>If a later scan finds a removed listing again, it is flagged as back and the request is filed again.</li>
        </ul>
      </Prose>
      <ProductScreens
        id="report-screens"
        title="The same, in your dashboard"
        names={['request', 'overview']}
        isTinted
        showReportLink={false}
      />
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
