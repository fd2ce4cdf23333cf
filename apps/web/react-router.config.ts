import type { Config } from '@react-router/dev/config';

// Server-rendered; apps/server imports build/server/index.js and serves build/client.
// The v8_middleware flag stays off: loaders receive the plain AppLoadContext from app/load-context.ts.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
