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
      <BannerArt className="absolute inset-y-0 right-0 -z-10 hidden h-full w-auto md:block" />
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

/** Stacked club packs and a membership card: decorative. */
function BannerArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="380" cy="120" r="190" fill="#11663b" />
      <circle cx="420" cy="300" r="120" fill="#17804a" />
      {/* membership card */}
      <g transform="rotate(-12 360 110)">
        <rect x="270" y="55" width="180" height="112" rx="14" fill="#fcc419" />
        <rect x="270" y="80" width="180" height="20" fill="#f0b100" />
        <rect x="288" y="120" width="70" height="10" rx="5" fill="#0a3d24" opacity="0.8" />
        <rect x="288" y="138" width="46" height="8" rx="4" fill="#0a3d24" opacity="0.5" />
        <circle cx="420" cy="136" r="16" fill="#0d4f2e" />
      </g>
      {/* club-size boxes */}
      <rect x="250" y="220" width="110" height="90" rx="8" fill="#fff4cc" />
      <rect x="250" y="220" width="110" height="18" rx="6" fill="#ffd966" />
      <rect x="295" y="220" width="20" height="90" fill="#ffd966" opacity="0.6" />
      <rect x="370" y="195" width="90" height="115" rx="8" fill="#ecf7f0" />
      <rect x="370" y="195" width="90" height="18" rx="6" fill="#a8dbbb" />
      <rect x="300" y="160" width="80" height="60" rx="8" fill="#ffffff" />
      <rect x="300" y="160" width="80" height="14" rx="6" fill="#d3eddc" />
      <rect x="240" y="308" width="230" height="10" rx="5" fill="#062817" opacity="0.35" />
    </svg>
  );
}
