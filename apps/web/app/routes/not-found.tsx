import { STORE_BRAND } from '@sulit/domain/store-constants';
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '../features/errors/not-found-page';

// Serves both /not-found and the catch-all `*` route (see routes.ts).
export const meta: Route.MetaFunction = () => [
  { title: `Page not found — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];

export function loader() {
  // A real 404 status, so crawlers and monitors see the miss; the page itself stays friendly.
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
