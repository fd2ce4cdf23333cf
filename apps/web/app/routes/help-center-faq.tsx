import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Link } from 'react-router';
import type { FaqArticle } from '@sulit/contracts/help';
import type { Route } from './+types/help-center-faq';
import { recordLoader } from '../features/content/record-page';
import { recordMeta } from '../features/content/seo';
import { getFaq } from '../features/help/api/get-faqs';
import { FaqAnswer } from '../features/help/faq-answer';
import { HelpCenterTrail } from '../features/help/help-center-trail';

export const loader = recordLoader('slug', getFaq);

export const meta = recordMeta((article: FaqArticle, origin: string) => ({
  title: `${article.question} — ${STORE_BRAND} Help Center`,
  description: article.answer[0]?.slice(0, 160) ?? article.question,
  url: origin + article.url,
  type: 'article',
}));

export default function HelpCenterFaq({ loaderData }: Route.ComponentProps) {
  const { row: article } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-10">
      <HelpCenterTrail>
        <Link
          to={`/help-center?type=${article.article_type}`}
          className="inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline"
        >
          {article.article_type_label}
        </Link>
      </HelpCenterTrail>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight md:text-4xl">{article.question}</h1>
      <div className="mt-6">
        <FaqAnswer article={article} />
      </div>
      <div className="mt-10 rounded-2xl bg-stone-100 p-5">
        <p className="font-semibold">Did this not answer your question?</p>
        <Link
          to="/help-center/contact-us"
          className="mt-1 inline-flex min-h-10 items-center font-semibold text-brand-700 underline"
        >
          Send us an enquiry
        </Link>
      </div>
    </article>
  );
}
