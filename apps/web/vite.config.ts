import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // Workspace packages ship TypeScript source, so the server bundle must include them.
    noExternal: [/^@sulit\//],
  },
});
