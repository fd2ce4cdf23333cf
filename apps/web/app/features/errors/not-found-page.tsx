import { Search } from '../../components/icons';
import { Link } from 'react-router';
import { primaryButton } from '../../components/button';

/** Shared by /not-found, the catch-all route and the root error boundary's 404 case. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900">
        Page not found
      </h1>
      <p className="mt-3 text-stone-700">
        We couldn’t find the page you were looking for. It may have moved, or the link may be out of date. Try searching
        for the product instead.
      </p>
      <form method="get" action="/catalogsearch/result/" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search for a product
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          required
          placeholder="Search products"
          className="h-12 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-base placeholder:text-stone-500 focus:border-brand-600"
        />
        <button type="submit" className={primaryButton('inline-flex h-12 items-center gap-2 rounded-full px-5')}>
          <Search aria-hidden="true" className="size-5" />
          Search
        </button>
      </form>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Back to the home page
      </Link>
    </section>
  );
}
