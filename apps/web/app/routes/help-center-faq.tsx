import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { data, Link } from 'react-router';
import type { Route } from './+types/help-center-faq';
import { seoTags } from '../features/content/seo';
import { getFaq } from '../features/help/api/get-faqs';
import { FaqAnswer } from '../features/help/faq-answer';
import { HelpCenterTrail } from '../features/help/help-center-trail';
import { serverApi } from '../lib/http/server-client';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const article = await getFaq(serverApi(context, request), params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoTags({
        title: `${loaderData.article.question} — ${STORE_BRAND} Help Center`,
        description: loaderData.article.answer[0]?.slice(0, 160) ?? loaderData.article.question,
        url: loaderData.origin + loaderData.article.url,
        type: 'article',
      })
    : [];

export default function HelpCenterFaq({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
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
