import type { SearchSuggestResponse } from '@sulit/contracts/catalog';
import { formatPeso } from '@sulit/domain/shared/money';
import { Search } from '../../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { fetchQuery } from '../../lib/http/query';
import { MAX_SUGGEST_QUERY, searchSuggestionsQuery } from './api/get-search-suggestions';

const SEARCH_RESULTS_PATH = '/catalogsearch/result/';
/** Wait for a pause in typing before asking; short enough to feel instant. */
const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  label: string;
  detail: string;
  url: string;
  kind: 'product' | 'category';
}

function toOptions(data: SearchSuggestResponse): Option[] {
  return [
    ...data.categories.map((c) => ({
      id: `c${c.id}`,
      label: c.name,
      detail: 'Category',
      url: `/${c.url_path}`,
      kind: 'category' as const,
    })),
    ...data.products.map((p) => ({
      id: `p${p.id}`,
      label: p.name,
      detail: [p.brand, p.size, formatPeso(p.final_price)].filter(Boolean).join(' · '),
      url: p.url,
      kind: 'product' as const,
    })),
  ];
}

/**
 * The header search: a real GET form (works before hydration) that, once hydrated, suggests products and
 * categories as you type (ARIA 1.2 combobox: arrows move, Enter opens, Escape closes).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = pathname.startsWith('/catalogsearch') ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(current);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  const input = useRef<HTMLInputElement>(null);
  // The input is uncontrolled so that hydration never wipes what a shopper typed before it; the box
  // follows the URL (back/forward, a new search) and picks up text typed before hydration.
  useEffect(() => {
    if (input.current && input.current.value !== current && document.activeElement !== input.current) {
      input.current.value = current;
    }
    setText(input.current?.value ?? current);
  }, [current]);
  // Close on navigation.
  useEffect(() => setOpen(false), [pathname, params]);

  useEffect(() => {
    const q = text.trim();
    if (!q || q === current) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery(searchSuggestionsQuery(q)).then(
        (data) => {
          if (!live) return; // the shopper typed on
          setOptions(toOptions(data));
          setActive(-1);
          setOpen(true);
        },
        () => undefined, // offline or failing: the form still works
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, current]);

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) {
        setOpen(false);
        void navigate(option.url);
      }
    }
  }

  return (
    <Form method="get" action={SEARCH_RESULTS_PATH} role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        // text, not search: a search input may not be a combobox (ARIA in HTML); the form is role="search"
        type="text"
        name="q"
        ref={input}
        defaultValue={current}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        required
        maxLength={MAX_SUGGEST_QUERY}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className="h-11 w-full rounded-full border border-transparent bg-white pr-12 pl-4 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-sun-400 text-brand-950 hover:bg-sun-300 focus-visible:outline-brand-900"
      >
        <Search aria-hidden="true" className="size-5 [stroke-width:2.5]" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-stone-900 shadow-xl"
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: it lands before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              setOpen(false);
              void navigate(option.url);
            }}
            // Only a moving pointer picks an option: a list that opens under a resting one must not.
            onMouseMove={() => setActive(i)}
            className="flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1.5 aria-selected:bg-brand-50"
          >
            <span className="text-sm font-semibold">{option.label}</span>
            <span className="text-xs text-stone-600">{option.detail}</span>
          </li>
        ))}
      </ul>
    </Form>
  );
}
