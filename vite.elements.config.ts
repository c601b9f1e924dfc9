// The standalone bundle of the custom elements (issue 41): `shipping-elements/elements/standalone`,
// for a page that loads the kit with `<script type="module">` and no build step. Unlike the library
// build (vite.config.ts), React and every dependency are inside, minified for production, and
// split so that each tag's block is a chunk of its own, fetched on the tag's first use; what the
// blocks share (React, the provider, the API client) is in the entry and its shared chunks.
// Runs after the library build (`npm run build`) into dist/elements/standalone/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/elements/standalone',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    target: 'es2022',
    lib: {
      entry: { 'shipping-elements': `${root}src/elements/standalone.ts` },
      formats: ['es'],
    },
    rollupOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
