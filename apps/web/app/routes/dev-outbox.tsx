import { formatDateTime } from '@sulit/domain/shared/date-format';
import { data } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/dev-outbox';
import { getOutbox } from '../features/customers/api/get-outbox';
import { ApiError } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => noindexTags('Outbox (development)');

/** Development only: the latest e-mails in the outbox. The API exists only outside production on a loopback bind. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return await getOutbox(serverApi(context));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw data(null, { status: 404 });
    throw error;
  }
}

/** Links point at the configured public URL; keep the tester on the host they are using. */
function sameSitePath(link: string): string {
  try {
    const url = new URL(link);
    return url.pathname.startsWith('/customer/') ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-extrabold">Outbox</h1>
      <p className="mb-4 text-sm text-stone-700">
        Development only: e-mails are kept here instead of being sent (set SMTP_URL to send them).
      </p>
      {loaderData.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">No e-mails yet.</p>
      ) : (
        <ul aria-label="E-mails" className="space-y-3">
          {loaderData.items.map((message) => (
            <li key={message.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <p className="text-xs text-stone-600">
                {formatDateTime(message.created_at)} · to {message.to}
              </p>
              <h2 className="font-bold">{message.subject}</h2>
              <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{message.text}</p>
              {message.link && (
                <a
                  href={sameSitePath(message.link)}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  Open the link in this e-mail
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
