import { options, type VNode } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The browser entry. The server renders with React 19; the browser hydrates that HTML with Preact's
 * compatibility layer (decision 019, vite.config.ts), which is 11 KB of runtime where React DOM is 60-odd.
 * What React does implicitly is done here:
 *
 * - HydratedRouter's first render suspends (throws a promise) until the loader data streamed into the page is
 *   decoded. React waits for that at the root; Preact has no suspense at the root. So the router is first
 *   started off-document (the throw comes before it renders anything), and the document is hydrated once the
 *   data is ready, in one pass.
 * - Preact renders into a parent's children, and the document's children are the doctype and <html>, which
 *   Preact cannot reconcile (it takes `document` to mean <html>). The parent handed to it is a stand-in whose
 *   only child is <html>, the Preact team's recipe for whole-document hydration (remix-run/remix#425).
 * - React's server hoists <title>, <meta> and <link> into <head> in an order of its own and adds preloads
 *   there; Preact matches the DOM to its tree by tag in order and, while hydrating, does not touch attributes,
 *   so a <link> could end up owning another's node (a later navigation would rewrite the stylesheet's href).
 *   Before hydrating, <head> keeps only what React leaves in place and the page needs to stay painted (the
 *   stylesheet, the icon, charset, viewport); Preact renders the rest afresh from the same route data.
 * - Nothing may suspend while hydrating: a lazy component renders only after mount (auth-modal-gate.tsx).
 * - `useId` makes different ids in React and Preact. While hydrating, the attributes that name an element by
 *   id take Preact's value, so a hydrated trigger and a panel Preact mounts later (a dialog, a listbox) agree.
 */
function routerReady(): Promise<void> {
  try {
    hydrateRoot(document.createElement('div'), <HydratedRouter />);
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown.then(() => undefined);
    throw thrown;
  }
  return Promise.resolve();
}

function documentRoot(): Element {
  const html = document.documentElement;
  // Should Preact ever replace <html> (it did when a lazy component suspended mid-hydration, decision 019),
  // the document gets the new one even if the old one is already gone.
  const replace = (node: Node) =>
    document.documentElement ? document.replaceChild(node, document.documentElement) : document.appendChild(node);
  return {
    childNodes: [html],
    firstChild: html,
    insertBefore: replace,
    appendChild: replace,
  } as unknown as Element;
}

/**
 * What React leaves in place and Preact finds in the same order (the stylesheet, then the icon, as root.tsx writes
 * them; no other <link> is kept, so no link vnode can take another's node). The icon stays so that the browser
 * never looks for /favicon.ico while <head> is rebuilt.
 */
const KEPT_IN_HEAD = 'link[rel="stylesheet"], link[rel="icon"], meta[charset], meta[name="viewport"]';

function headAsPreactExpects() {
  for (const node of [...document.head.children]) {
    if (!node.matches(KEPT_IN_HEAD)) node.remove();
  }
}

/** props naming an element by id, and the attribute each is written to */
const ID_REFERENCES: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-owns', 'aria-owns'],
  ['aria-errormessage', 'aria-errormessage'],
  ['list', 'list'],
];

/** Preact's DOM node of a vnode (`_dom`, mangled to `__e` in every Preact 10 build; preact/debug reads it too) */
const domOf = (vnode: VNode) => (vnode as unknown as { __e?: Node | null }).__e;

function hydrateWithPreactIds(hydrate: () => void) {
  const previous = options.diffed;
  options.diffed = (vnode) => {
    if (typeof vnode.type === 'string') {
      const dom = domOf(vnode);
      const props = vnode.props as Record<string, unknown>;
      if (dom instanceof Element) {
        for (const [prop, attribute] of ID_REFERENCES) {
          const value = props[prop];
          if (typeof value === 'string' && dom.getAttribute(attribute) !== value) dom.setAttribute(attribute, value);
        }
      }
    }
    previous?.(vnode);
  };
  try {
    hydrate();
  } finally {
    options.diffed = previous;
  }
}

void routerReady().then(() => {
  headAsPreactExpects();
  hydrateWithPreactIds(() => hydrateRoot(documentRoot(), <HydratedRouter />));
});
