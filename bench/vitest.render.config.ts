// Runs bench/render.jsdom.bench.tsx in jsdom. Not a test: it measures and writes figures.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'jsdom',
    include: ['bench/render.jsdom.bench.tsx'],
    testTimeout: 120_000,
  },
});
