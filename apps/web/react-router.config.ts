import type { Config } from '@react-router/dev/config';

// Server-rendered; apps/server imports build/server/index.js and serves build/client.
// The v8_middleware flag stays off: loaders receive the plain AppLoadContext from app/load-context.ts.
// v8_passThroughRequests: loaders and actions get the page request itself instead of up to five copies made per
// page (each with an AbortSignal that follows the original's); a page's path and query come from the handler's `url`
// argument, never from `request.url`, which for a client navigation is the `.data` one (issue 13: 2–4 % of a
// page's CPU).
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: { v8_passThroughRequests: true },
} satisfies Config;
