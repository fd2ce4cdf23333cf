import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { StoreLink } from '../components/store-link';

/** The id of the header's drawing, which the footer's mark reuses rather than repeating its paths. */
const LOGO_MARK_ID = 'logo-mark';

/**
 * The brand mark: a full basket that smiles. Decorative; the wordmark beside it carries the name. The header
 * draws it; `reuse` points at that drawing (the footer: same page, drawn once).
 */
export function LogoMark({ className, reuse = false }: { className?: string; reuse?: boolean }) {
  if (reuse) {
    return (
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
        <use href={`#${LOGO_MARK_ID}`} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <g id={LOGO_MARK_ID}>
        <rect width="40" height="40" rx="10" fill="#fcc419" />
        <path d="M14 15.5 18 8.5M26 15.5 22 8.5" stroke="#0a3d24" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M7.5 15h25l-2.6 14a2.6 2.6 0 0 1-2.6 2.2H12.7a2.6 2.6 0 0 1-2.6-2.2z" fill="#0d4f2e" />
        <path
          d="M14.5 21.5c1.5 2.4 3.4 3.6 5.5 3.6s4-1.2 5.5-3.6"
          stroke="#fcc419"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

export function Logo() {
  const [first, ...rest] = STORE_BRAND.split(' ');
  return (
    <StoreLink
      to="/"
      aria-label={`${STORE_BRAND} home`}
      className="flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight md:text-2xl"
    >
      <LogoMark className="size-9 md:size-10" />
      <span>
        {first} <span className="text-sun-400">{rest.join(' ')}</span>
      </span>
    </StoreLink>
  );
}
