import { defineConfig } from 'vite';

/** The client is served by the Arbiter server under /app/ (src/server/static.ts). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // A game's rules modules run nothing on import, so what a screen takes through the game's
    // client.ts lands only in that screen's chunk (the barrel does not pull every module it names).
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /\/src\/games\//, sideEffects: false }] } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
