// Zod probes for `new Function` (its fast path) when it builds an object parser; the page's CSP has no
// 'unsafe-eval', so in the browser that probe is a logged CSP violation (a Lighthouse best-practices failure).
// Zod reads its settings from this global when its core module first runs, so it must be set before then:
// browser-zod.ts imports this module ahead of zod. Jitless parses the same, a little slower; the server keeps the JIT.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
