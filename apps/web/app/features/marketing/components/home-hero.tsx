import { BRAND } from '@cleardocket/domain/brand';
import { Button, ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { HeroIllustration } from './hero-illustration';
import { OPENS_TAKE_CONTROL } from './take-control-overlay';

/** The home page's opening: the promise, the Take Control overlay's opener and the sealing route. */
export function HomeHero() {
  return (
    <section className="bg-brand-50" data-signed-in-redirect={paths.dashboard.getHref()}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 text-center lg:grid-cols-[3fr_2fr] lg:py-20 lg:text-left">
        <div>
          <p className="text-sm font-semibold text-brand-700">Trusted by 2,847+ clients this month</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            Your Court Case Is Still Hurting You — Even After It&apos;s Over
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-700 lg:mx-0">
            Old cases, arrest records and mugshots follow people around the internet long after the court is done with
            them. {BRAND.name} finds them and gets them taken down.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button size="lg" {...{ [OPENS_TAKE_CONTROL]: true }}>
              Start Protecting My Reputation
            </Button>
            <ButtonLink to={paths.contentRemoval.getHref()} size="lg" variant="outline">
              Get Help With Legal Case Sealing
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-xs sm:max-w-sm lg:max-w-md" />
      </div>
    </section>
  );
}
