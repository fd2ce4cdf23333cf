import { STORE_BRAND, type SOCIAL_LINKS } from '@sulit/domain/shared/store-constants';
import type { ReactNode } from 'react';

/** A link to one of the store's social pages: a new tab without our window, named for a screen reader. */
export function SocialLink({
  social,
  className,
  children,
}: {
  social: (typeof SOCIAL_LINKS)[number];
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={social.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${STORE_BRAND} on ${social.network}`}
      className={className}
    >
      {children}
    </a>
  );
}
