import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** the modules the root route imports up front (every page loads them): filled when the client graph is built */
const shellModules = new Set<string>();

/** Collects the root route's static import closure, so the shell chunk can hold exactly that. */
function shellClosure(): Plugin {
  return {
    name: 'sulit:shell-closure',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      shellModules.clear();
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const pending = root ? [root] : [];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Small shared components most pages import, kept in the shell chunk: as chunks of their own each cost a request and
 * a few hundred bytes of gzip framing for a few hundred bytes of code.
 */
const SHELL_TOO = /[\\/]app[\\/]components[\\/]section\.tsx$/;

/**
 * React's entry points as the browser build sees them: Preact's compatibility layer (decision 019). The server
 * keeps rendering with React 19; the browser downloads about 11 KB gzip of runtime instead of React DOM's 60-odd
 * and hydrates React's HTML with it. Exact names only: `react-router` and other `react-dom/…` paths stay.
 */
const PREACT_IN_THE_BROWSER: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** zod in the browser: the same zod, told not to probe for `new Function` (see app/lib/zod-jitless-flag.ts) */
const BROWSER_ZOD = new URL('./app/lib/browser-zod.ts', import.meta.url).pathname;

function preactInTheBrowser(): Plugin {
  return {
    name: 'sulit:preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      if (source === 'zod') return BROWSER_ZOD;
      const target = PREACT_IN_THE_BROWSER[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter(), shellClosure()],
  ssr: {
    // Workspace packages ship TypeScript source, so the server bundle must include them.
    noExternal: [/^@sulit\//],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](preact|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shell',
                  test: (id: string) =>
                    (shellModules.has(id) || SHELL_TOO.test(id)) && !/[\\/]app[\\/]root\.tsx/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
