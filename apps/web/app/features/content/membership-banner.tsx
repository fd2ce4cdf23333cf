import { ArrowRight } from '../../components/icons';
import { Link } from 'react-router';

/** The home hero: membership is what unlocks club prices, so it leads. Pure CSS/SVG, no image request. */
export function MembershipBanner() {
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="relative isolate overflow-hidden rounded-2xl bg-brand-800 text-white"
    >
      {/* Stacked club packs and a membership card, decorative: a cached file rather than 1.3 KB of every home
          page's HTML (issue 13); desktop only, so phones never fetch it (lazy and hidden). */}
      <img
        src="/membership-art.svg"
        alt=""
        width={480}
        height={360}
        loading="lazy"
        className="absolute inset-y-0 right-0 -z-10 hidden h-full w-auto md:block"
      />
      <div className="max-w-xl px-5 py-6 md:px-10 md:py-10">
        <p className="inline-flex rounded-full bg-sun-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
          Sulit Club membership
        </p>
        <h1
          id="hero-title"
          className="mt-3 text-[1.75rem] leading-tight font-extrabold tracking-tight md:mt-4 md:text-4xl lg:text-5xl"
        >
          Club prices on everything you stock up on
        </h1>
        <p className="mt-3 text-[0.9375rem] leading-relaxed text-brand-50 md:text-lg">
          Members buy groceries, household supplies and club-size packs at warehouse prices, delivered to your door or
          ready for pickup at your nearest store. Choose Premium, Business or Executive.
        </p>
        <div className="mt-5 flex flex-wrap gap-3 md:mt-6">
          <Link
            to="/lofcustomermembership/buy"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-sun-400 px-5 md:px-6 font-bold text-brand-950 shadow-sm hover:bg-sun-300"
          >
            Become a member
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to="/special/hot-offers.html"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-white/70 px-5 md:px-6 font-bold text-white hover:bg-white/10"
          >
            See hot offers
          </Link>
        </div>
      </div>
    </section>
  );
}
