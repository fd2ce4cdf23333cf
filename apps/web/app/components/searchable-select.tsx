import { Check, ChevronDown } from './icons';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** a second line, e.g. the postcode or the store that serves it */
  hint?: string;
}

interface SearchableSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string | null;
  /** for forms without JS knowledge of the choice: the chosen value travels under this name */
  name?: string;
  required?: boolean;
  /** the options a typed query keeps, best first; by default those whose label contains it */
  filter?(query: string, options: readonly SelectOption[]): readonly SelectOption[];
}

const labelContains = (query: string, options: readonly SelectOption[]) => {
  const q = query.toLowerCase();
  return options.filter((o) => o.label.toLowerCase().includes(q));
};

/**
 * An accessible combobox (WAI-ARIA 1.2 "select-only with filter"): type to narrow the list, arrows to move,
 * Enter to choose, Escape to close. Used for province → city → barangay, where lists reach ~1,600 entries.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder = 'Type to search',
  disabled = false,
  loading = false,
  error = null,
  name,
  required = false,
  filter = labelContains,
}: SearchableSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = options.find((o) => o.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const filtered = useMemo(() => {
    const q = (query ?? '').trim();
    const list = q ? filter(q, options) : options;
    return list.slice(0, 200);
  }, [options, query, filter]);

  const choose = (option: SelectOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const option = filtered[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && filtered[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={loading ? 'Loading…' : placeholder}
          value={query ?? selected?.label ?? ''}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            // Let a click on an option land before the list closes.
            setTimeout(() => {
              setOpen(false);
              setQuery(null);
            }, 150);
          }}
          onKeyDown={onKeyDown}
          className={`min-h-11 w-full rounded-lg border bg-white py-2 pr-10 pl-3 text-base text-stone-900 placeholder:text-stone-500 disabled:bg-stone-100 disabled:text-stone-500 ${
            error ? 'border-sale-600' : 'border-stone-300'
          }`}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
        />
      </div>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || disabled}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
      >
        {filtered.length === 0 ? (
          <li className="px-3 py-2 text-sm text-stone-600">{loading ? 'Loading…' : 'No matches'}</li>
        ) : (
          filtered.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={option.value === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                index === active ? 'bg-brand-50' : ''
              }`}
            >
              <span>
                <span className="block text-stone-900">{option.label}</span>
                {option.hint && <span className="block text-xs text-stone-600">{option.hint}</span>}
              </span>
              {option.value === value && <Check aria-hidden="true" className="size-4 text-brand-700" />}
            </li>
          ))
        )}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-sale-600">
          {error}
        </p>
      )}
    </div>
  );
}
