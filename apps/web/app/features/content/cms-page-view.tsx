import type { CmsPageResponse } from '@sulit/contracts/content';
import type { ReactNode } from 'react';

/** A static page from structured sections (never raw HTML from the database); `children` follow the sections. */
export function CmsPageView({ page, children }: { page: CmsPageResponse; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{page.title}</h1>
      {page.sections.map((section, index) => (
        <section key={index} className="mt-6 space-y-3 text-base leading-relaxed text-stone-800">
          {section.heading && <h2 className="text-xl font-bold text-stone-900">{section.heading}</h2>}
          {section.paragraphs?.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.list && (
            <ul className="list-disc space-y-1 pl-6 marker:text-brand-700">
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
          {section.contact && (
            <p>
              {section.contact.label}:{' '}
              <a href={`mailto:${section.contact.email}`} className="font-semibold text-brand-700 underline">
                {section.contact.email}
              </a>
            </p>
          )}
        </section>
      ))}
      {children && <div className="mt-8 space-y-8">{children}</div>}
    </article>
  );
}
