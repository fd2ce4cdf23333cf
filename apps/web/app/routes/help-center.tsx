import { FAQ_ARTICLE_TYPES } from '@sulit/domain/help/help-rules';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { ChevronRight, MessageCircleQuestion, Search } from '../components/icons';
import { Form, Link } from 'react-router';
import type { Route } from './+types/help-center';
import { seoTags } from '../features/content/seo';
import { getFaqs } from '../features/help/api/get-faqs';
import { ContactBlock } from '../features/help/contact-block';
import { primaryButton } from '../components/button';
import { serverApi } from '../lib/http/server-client';
import { ChatNudgeGate } from '../features/nudges/chat-nudge-gate';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const typeParam = url.searchParams.get('type');
  const type = FAQ_ARTICLE_TYPES.some((t) => t.type === typeParam) ? typeParam : null;
  // Lenient: an over-long or odd query is trimmed rather than failing the page.
  const q = (url.searchParams.get('q') ?? '').split(String.fromCharCode(0)).join('').trim().slice(0, 100);
  const faqs = await getFaqs(serverApi(context, request), { type, q });
  return { faqs, type, q, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoTags({
    title: `Help Center — ${STORE_BRAND}`,
    description: 'Answers about delivery, pickup, payment, membership, returns, vouchers, rebates and your account.',
    url: `${loaderData?.origin ?? ''}/help-center`,
    type: 'website',
  });

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { faqs, type, q } = loaderData;
  const keepQuery = (t: string | null) => {
    const params = new URLSearchParams();
    if (t) params.set('type', t);
    if (q) params.set('q', q);
    const s = params.toString();
    return s ? `/help-center?${s}` : '/help-center';
  };
  const total = faqs.article_types.reduce((sum, t) => sum + t.count, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <div className="rounded-3xl bg-brand-900 px-5 py-8 text-white md:px-10 md:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">How can we help?</h1>
        <p className="mt-2 max-w-2xl text-brand-100">
          Search our answers about delivery, pickup, payment, membership and more, or send us an enquiry.
        </p>
        <Form method="get" role="search" className="mt-6 flex max-w-2xl gap-2">
          {type && <input type="hidden" name="type" value={type} />}
          <label htmlFor="faq-search" className="sr-only">
            Search the help center
          </label>
          <input
            id="faq-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="e.g. delivery fee, renew membership"
            className="min-h-12 min-w-0 flex-1 rounded-full border-0 bg-white px-5 text-base text-stone-900 placeholder:text-stone-500"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-sun-400 px-5 font-bold text-brand-950 hover:bg-sun-300"
          >
            <Search aria-hidden="true" className="size-5" />
            Search answers
          </button>
        </Form>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <nav aria-label="Topics">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={keepQuery(null)}
                  aria-current={type === null ? 'page' : undefined}
                  className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-50 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white"
                >
                  All ({total})
                </Link>
              </li>
              {faqs.article_types
                .filter((t) => t.count > 0)
                .map((t) => (
                  <li key={t.type}>
                    <Link
                      to={keepQuery(t.type)}
                      aria-current={type === t.type ? 'page' : undefined}
                      className="inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-50 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white"
                    >
                      {t.label} ({t.count})
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>

          <h2 className="mt-6 text-xl font-extrabold tracking-tight">
            {q
              ? `Answers for “${q}”`
              : type
                ? FAQ_ARTICLE_TYPES.find((t) => t.type === type)?.label
                : 'Frequently asked questions'}
          </h2>
          {faqs.items.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
              <p className="font-semibold">No answers match your search.</p>
              <p className="mt-1 text-stone-700">
                Try other words,{' '}
                <Link to="/help-center" className="font-semibold text-brand-700 underline">
                  see all questions
                </Link>
                , or ask us directly.
              </p>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {faqs.items.map((article) => (
                <li key={article.slug}>
                  <Link
                    to={article.url}
                    className="flex min-h-14 items-center justify-between gap-3 px-5 py-3 hover:bg-stone-50"
                  >
                    <span>
                      <span className="block font-semibold text-stone-900">{article.question}</span>
                      <span className="text-sm text-stone-600">{article.article_type_label}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-6">
          <ChatNudgeGate />
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
              <MessageCircleQuestion aria-hidden="true" className="size-5 text-brand-700" />
              Still need help?
            </p>
            <p className="mt-1 text-sm text-stone-700">
              Send us an enquiry and we reply by e-mail with a reference number.
            </p>
            <Link
              to="/help-center/contact-us"
              className={primaryButton(
                'mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full px-5',
              )}
            >
              Contact us
            </Link>
          </div>
          <ContactBlock />
        </div>
      </div>
    </div>
  );
}
