import { Link } from 'react-router';
import { primaryButton } from '../../components/button';

interface ErrorPageProps {
  status: number | null;
  /** only passed in development: production never shows internals (DESIGN §3.4) */
  details?: { message: string; stack?: string };
  /** the failed answer's request id, for support */
  requestId?: string | null;
}

export function ErrorPage({ status, details, requestId }: ErrorPageProps) {
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="error-title" className="text-3xl font-extrabold tracking-tight text-stone-900">
        Something went wrong
      </h1>
      <p className="mt-3 text-stone-700">
        Sorry, this page could not be loaded{status ? ` (error ${status})` : ''}. Please try again in a moment.
      </p>
      {requestId && (
        <p className="mt-3 text-sm text-stone-600">
          If it keeps happening, contact us through our{' '}
          <Link to="/help-center/contact-us" className="font-semibold text-brand-700 underline">
            Help Center
          </Link>{' '}
          and quote reference <code className="font-mono text-stone-900">{requestId}</code>.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="" className={primaryButton('inline-flex min-h-11 items-center rounded-full px-5')}>
          Try again
        </a>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 font-bold text-brand-800 hover:bg-stone-50"
        >
          Go to the home page
        </Link>
      </div>
      {details && (
        <pre className="mt-8 overflow-x-auto rounded-lg bg-stone-900 p-4 text-left text-xs text-stone-100">
          {details.message}
          {details.stack ? `\n\n${details.stack}` : ''}
        </pre>
      )}
    </section>
  );
}
