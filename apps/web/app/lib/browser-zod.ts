// What `zod` resolves to in the browser build (vite.config.ts): zod itself, with the jitless flag set first.
import './zod-jitless-flag';

export * from 'zod/v4';
export { default } from 'zod/v4';
