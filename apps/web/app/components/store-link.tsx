import {
  type AnchorHTMLAttributes,
  createContext,
  createElement,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { propsWithout } from '../lib/props-without';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives every StoreLink below it React Router's navigate function, asked for once per page instead of per link. */
export function StoreLinkProvider({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

export interface StoreLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of this store, from its root ("/fresh-produce", "/catalogsearch/result?q=rice") */
  to: string;
  /** "none" for paths whose route an earlier link already discovers (React Router's `discover`) */
  discover?: 'render' | 'none';
}

const OWN_PROPS = ['to', 'discover', 'onClick', 'target'] as const;

/**
 * React Router's `Link` for a store path that is already absolute: the same markup (`href`, `data-discover`) and
 * the same client-side navigation on a plain left click, without resolving the path against the route tree
 * twice per link on every render. A page renders 60–90 links; `Link`'s per-link work was 6–12 % of a catalogue
 * page's server CPU (issue 13). Relative paths, `state`, `replace` or prefetching: use `Link`.
 */
export function StoreLink(props: StoreLinkProps) {
  const { to, discover = 'render', onClick, target } = props;
  const navigate = useContext(NavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigate || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // as Link does: a link to the page already shown replaces its history entry instead of adding one
    const { pathname, search, hash } = window.location;
    void navigate(to, { replace: pathname + search + hash === to });
  };
  // the caller's attributes, then ours (lib/props-without.ts says why not `{ to, ...rest }` and `<a {...rest}>`)
  const anchor = propsWithout(props, OWN_PROPS);
  anchor.href = to;
  anchor.target = target;
  anchor.onClick = handleClick;
  if (discover === 'render') anchor['data-discover'] = 'true';
  return createElement('a', anchor);
}

/** React Router's rule for a click it handles itself: the main button, this tab, no modifier key. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
