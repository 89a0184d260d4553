import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';

export function CtaBand({ title = 'See what shows up for your name' }: { title?: string }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center">
        <h2 className="text-3xl font-bold">{title}</h2>
        <p className="max-w-2xl text-brand-100">
          The assessment is free and takes two minutes. We show you what an employer or landlord would find, and what
          can be removed.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink
            to={paths.freeAssessment.getHref()}
            size="lg"
            className="bg-white text-brand-900 hover:bg-brand-50"
          >
            Start Your Free Assessment
          </ButtonLink>
          <ButtonLink
            to={paths.pricing.getHref()}
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-brand-700"
          >
            See pricing
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
