import { useId, type ReactNode } from 'react';

/**
 * A part of a page named by its heading: a <section> labelled by its <h2>, so assistive technology lists it
 * as a region of that name. The caller keeps the look: `className` for the section, `titleClassName` for the
 * heading. Pass `titleId` when something inside is named by the heading too (a product rail).
 */
export function Section({
  title,
  titleId,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  titleId?: string;
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
