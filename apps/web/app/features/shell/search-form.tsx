import { Search } from 'lucide-react';
import { Form, useLocation, useSearchParams } from 'react-router';

const SEARCH_RESULTS_PATH = '/catalogsearch/result/';

/** A real GET form: works before hydration, and the results page reads ?q=. */
export function SearchForm({ className = '' }: { className?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname.startsWith('/catalogsearch') ? (params.get('q') ?? '') : '';

  return (
    <Form method="get" action={SEARCH_RESULTS_PATH} role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        // Remount when the query in the URL changes so the box shows what was searched.
        key={current}
        id="site-search"
        type="search"
        name="q"
        defaultValue={current}
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products"
        className="h-11 w-full rounded-full border border-transparent bg-white pr-12 pl-4 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-sun-400 text-brand-950 hover:bg-sun-300 focus-visible:outline-brand-900"
      >
        <Search aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </button>
    </Form>
  );
}
