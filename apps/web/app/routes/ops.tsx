import { STORE_BRAND } from '@sulit/domain/store-constants';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/ops';
import { ConsoleNav } from '../features/ops/console-nav';
import { consoleRead } from '../features/ops/console-access';
import { getOpsMe } from '../features/ops/api/ops-session';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [
  { title: `Operator console — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/**
 * Issue 35, the operator console's frame: who is signed in and the navigation the policy table allows their
 * roles. Without a console session (no second factor yet, or it ended) every console page goes to its sign-in.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const me = await consoleRead(getOpsMe(serverApi(context, request)), url);
  return { me };
}

export default function OpsConsole({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600">Operator console</p>
      <ConsoleNav me={loaderData.me} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'message' in error.data
      ? String(error.data.message)
      : 'Something went wrong. Please try again.';
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold">Operator console</h1>
      <p role="alert" className="rounded-xl bg-sale-50 p-4 text-sale-600">
        {message}
      </p>
    </div>
  );
}
