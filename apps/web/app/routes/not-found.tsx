import { data } from 'react-router';
import { noindexTags } from '../features/content/seo';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '../features/errors/not-found-page';

// Serves /not-found; unknown paths reach the same page through routes/catalog-path.tsx.
export const meta: Route.MetaFunction = () => noindexTags('Page not found');

export function loader() {
  // A real 404 status, so crawlers and monitors see the miss; the page itself stays friendly.
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
