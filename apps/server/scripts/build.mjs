// `npm run build -w @sulit/server`: the server and the seed CLI that `npm start` runs, compiled to plain
// JavaScript in apps/server/dist/ (decision 020). The @sulit/* workspaces export TypeScript sources, so they are
// bundled in; every other package stays an import that node resolves from node_modules at run time, as in
// development. Source maps point stack traces (node --enable-source-maps) back at the .ts lines.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outdir = fileURLToPath(new URL('../dist/', import.meta.url));

/** Bare imports other than the @sulit/* workspaces (esbuild's `packages: 'external'` would take those too). */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sulit/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'apps/server/src/main.ts',
    seed: 'tools/seed/src/cli.ts',
    // the operator tools, so an operator on a production host needs no tsx, and a browser spec that runs one
    // (e2e/operator-tool.ts) starts it in about a second instead of compiling the whole server on every call
    'orders-cli': 'apps/server/src/orders-cli.ts',
    'outbox-cli': 'apps/server/src/outbox-cli.ts',
    'raffle-cli': 'apps/server/src/raffle-cli.ts',
    'reviews-cli': 'apps/server/src/reviews-cli.ts',
    'sellers-cli': 'apps/server/src/sellers-cli.ts',
    'splash-cli': 'apps/server/src/splash-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
});
