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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), shellClosure()],
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
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
