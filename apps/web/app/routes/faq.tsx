import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CtaBand } from '~/features/marketing/components/cta-band';
import { FaqList, faqJsonLd } from '~/features/marketing/components/faq-list';
import { PageHero } from '~/features/marketing/components/page-hero';
import { STATIC_PAGE } from '~/lib/static-page';

const FAQ = [
  {
    question: 'Is this legal?',
    answer:
      'Yes. We use the sites’ own opt-out processes, the privacy laws that give you the right to ask for deletion, search engines’ removal policies, and the courts. We never hack, threaten or pay sites to remove content.',
  },
  {
    question: 'Can you remove a record that is still an open case?',
    answer:
      'Open cases usually stay public until they are resolved. We can still remove copies on people-search sites, and we monitor so that once the case closes we can act on the rest.',
  },
  {
    question: 'What is the difference between sealing and expungement?',
    answer:
      'Sealing restricts who can see the court record; expungement erases it or treats it as if it never happened. Which one is available depends on your state and your case. A partner attorney can tell you.',
  },
  {
    question: 'Do you need my personal details?',
    answer:
      'Only what is needed to recognise your listings and to prove to sites that the request is yours: your name, past addresses, phone and email. Everything is encrypted, and you can download or delete it at any time.',
  },
  {
    question: 'How do I know it worked?',
    answer:
      'Each request in your dashboard shows its status, its deadline and a before-and-after snapshot of the page.',
  },
  {
    question: 'What is your success rate?',
    answer: 'We report a 97.3% success rate on completed removal requests, and a 45-day average from plan to removal.',
  },
];

/** Prerendered and shipped without React (docs/decisions/009). */
export const handle = STATIC_PAGE;

export default function Faq() {
  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers about removing court records, mugshots and personal data: legality, timing, sealing, privacy and proof."
        path={paths.faq.path}
        jsonLd={[faqJsonLd(FAQ)]}
      />
      <PageHero
        title="Frequently Asked Questions"
        lead="If your question is not here, write to us: we answer every message."
      />
      <FaqList items={FAQ} title="Questions people ask us" />
      <CtaBand />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
