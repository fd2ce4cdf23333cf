import type { ReactNode } from 'react';

/** Simplified glyphs for the social networks (lucide ships no brand icons). Decorative: links carry the names. */
const paths: Record<string, ReactNode> = {
  Facebook: (
    <path
      d="M14 8.5h2.5V5H14c-2.6 0-4 1.6-4 4.2V11H7.5v3.4H10V21h3.5v-6.6h2.7l.5-3.4h-3.2V9.4c0-.6.3-.9.5-.9Z"
      fill="currentColor"
    />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  TikTok: (
    <path
      d="M15.5 3c.4 2.4 1.9 3.9 4.5 4.1v3.3a7.6 7.6 0 0 1-4.4-1.4v6.3a6 6 0 1 1-6-6h.6v3.4a2.7 2.7 0 1 0 2 2.6V3h3.3Z"
      fill="currentColor"
    />
  ),
};

export function SocialIcon({ network, className }: { network: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {paths[network] ?? <circle cx="12" cy="12" r="8" fill="currentColor" />}
    </svg>
  );
}
