import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Paths are the spec's (§2), exactly.
export default [
  index('routes/home.tsx'),
  route('not-found', 'routes/not-found.tsx', { id: 'not-found' }),
  // Anything unknown renders the same page with a real 404 status.
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
