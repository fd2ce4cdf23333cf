// The declarations TypeScript tools (benchmarks, the scale-out simulation) import from built-output.mjs.
export const SERVER_ENTRY: string;
export const SERVER_NODE_FLAGS: string[];
