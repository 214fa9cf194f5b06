import { defineConfig } from 'vite';

/** The client is served by the Arbiter server under /app/ (src/server/static.ts). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
