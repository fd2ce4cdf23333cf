import { TOAST_DURATION_MS } from '@sulit/domain/shared/display';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { type ReactNode, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
// the stylesheet's URL, rendered by the Layout with a precedence so React puts it first in <head>
import appCss from './app.css?url';
import { ProductActionsProvider } from './components/product-actions';
import { CART_PRODUCT_ACTIONS } from './features/cart/add-to-cart';
import { type CartBadge, NO_CART } from './features/cart/api/cart-ref';
import { AuthModalGate } from './features/customers/auth/auth-modal-gate';
import { ErrorPage } from './features/errors/error-page';
import { ExpiryPromptGate } from './features/membership/expiry-prompt-gate';
import { CartProblemGate } from './features/cart/cart-problem-gate';
import { SplashGate } from './features/nudges/splash-gate';
import { QuickViewGate } from './features/catalog/quick-view-gate';
import { NotFoundPage } from './features/errors/not-found-page';
import { readLocationLabel } from './features/location/location-cookie';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { getShell } from './shell/api/get-shell';
import { serverApi } from './lib/http/server-client';
import { ToastHost } from './lib/toast';
import { productPageExtras, TileWithWishlist } from './shell/product-extras';
import { StoreLinkProvider } from './components/store-link';
import { ActingBanner } from './features/support/acting-banner';
import { getActing } from './features/support/api/get-acting';
import { hasSupportCookie } from './lib/http/cookies';
import { SurveyGate } from './features/engagement/survey-gate';
import { PushRegistrationGate } from './features/customers/auth/push-registration-gate';

// Routes set their own title; this covers the error boundary, which has no route meta of its own.
export const meta: Route.MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? `Page not found — ${STORE_BRAND}` : STORE_BRAND },
];

/**
 * The shell: the top-level menu (the drawer reads the subcategories when it opens), the cart badge and the
 * alerts, in one in-process API call (GET /api/shell).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A page kept by the guest page cache is any guest's: the browser fills in the cart and location (decision 016).
  const fillInBrowser = context.sharedGuestPage === true;
  const api = serverApi(context, request);
  // Only a request with the support cookie asks who acts (issue 32); every other page keeps its one shell call.
  const [{ menu, cart, alerts, messages }, acting] = await Promise.all([
    getShell(api, request),
    hasSupportCookie(request.headers.get('cookie')) ? getActing(api).then((state) => state.acting) : null,
  ]);
  return {
    acting,
    menu,
    locationLabel: fillInBrowser ? null : readLocationLabel(request.headers.get('cookie')),
    cart: fillInBrowser ? NO_BADGE : cart,
    alerts,
    unreadMessages: fillInBrowser ? 0 : messages.unread,
    fillInBrowser,
    requestId: context.requestId ?? null,
  };
}

const NO_BADGE: CartBadge = { ref: NO_CART, count: 0 };
const NO_ALERTS = { unread: 0, shopping_list_enabled: false };

// The menu and location change only through actions (e.g. the location modal), not on every navigation.
// The location modal saves with a POST to /location, so a location change revalidates every loader.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

/**
 * Toasts sit just below the header's top row (desktop 68 px, phone 60 px tall), not over it: the cart link and its
 * summary button live there, and a shopper who has just added something reaches for them while the toast shows.
 */
const TOAST_OFFSET = { desktop: { top: 72, right: 24 }, phone: { top: 64 } } as const;

export function Layout({ children }: { children: ReactNode }) {
  // Undefined while the root loader itself failed; the shell then renders empty rather than not at all.
  const shell = useRouteLoaderData<typeof loader>('root');

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d4f2e" />
        {/* Before the scripts' and images' preloads: the page paints only after this file arrives. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* Here, not in `links`: kept through hydration (entry.client.tsx), so no fallback to /favicon.ico. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <StoreLinkProvider>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-sun-400 px-4 py-2 font-bold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to main content
          </a>
          {shell?.acting && <ActingBanner acting={shell.acting} />}
          <Header
            menu={shell?.menu ?? []}
            locationLabel={shell?.locationLabel ?? null}
            cart={shell?.cart ?? NO_BADGE}
            alerts={shell?.alerts ?? NO_ALERTS}
            unreadMessages={shell?.unreadMessages ?? 0}
            fillInBrowser={shell?.fillInBrowser ?? false}
          />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
          <AuthModalGate />
          <ExpiryPromptGate />
          <CartProblemGate />
          {/* spec §4 splash ads on launch: once per document load, after hydration (the timer spans tabs) */}
          <SplashGate location="on_launch" />
          <SurveyGate acting={Boolean(shell?.acting)} />
          <PushRegistrationGate acting={Boolean(shell?.acting)} />
          <ToastHost
            position="top-right"
            duration={TOAST_DURATION_MS}
            offset={TOAST_OFFSET.desktop}
            mobileOffset={TOAST_OFFSET.phone}
          />
        </StoreLinkProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const listsEnabled = loaderData.alerts.shopping_list_enabled;
  const actions = useMemo(
    () => ({ ...CART_PRODUCT_ACTIONS, Tile: TileWithWishlist, PageExtras: productPageExtras(listsEnabled) }),
    [listsEnabled],
  );
  return (
    <ProductActionsProvider value={actions}>
      <Outlet />
      {/* spec §2 product detail modal (quick view): inside the provider, so it offers the cart's add button */}
      <QuickViewGate />
    </ProductActionsProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The page answer's request id (the server logged the failure under it); the shell's, when the root loaded.
  const requestId = useRouteLoaderData<typeof loader>('root')?.requestId ?? null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : null;
  // Stack traces help in development only; production shows the friendly page alone.
  const details =
    import.meta.env.DEV && error instanceof Error ? { message: error.message, stack: error.stack } : undefined;
  return <ErrorPage status={status} details={details} requestId={requestId} />;
}
