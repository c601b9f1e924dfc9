// The standalone bundle of the custom elements (issue 41): `shipping-elements/elements/standalone`,
// for a page that loads the kit with `<script type="module">` and no build step. Unlike the library
// build (vite.config.ts), React and every dependency are inside, minified for production, and
// split so that each tag's block is a chunk of its own, fetched on the tag's first use; what the
// blocks share is in two chunks (see `codeSplitting`). Languages other than English are chunks
// too, fetched when `init({ locale })` asks for one.
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
        // Minified in full, white space and comments too: Vite's library mode keeps an ES bundle's
        // white space and /* @__PURE__ */ marks for a bundler to read again, but this bundle goes
        // to the browser as it is (issue 41: 211 to 186 KB gzip for a page with one tag).
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: false },
        // A few larger files instead of some 120 small ones, each gzipped on its own by the server
        // (a page with one <shipping-label-purchase> fetched 54): `core`, what the entry needs before
        // any tag (React DOM, the session, the API client); `kit`, the modules that six or more of
        // the bundle's entries share (a tag's block, a step loaded on use: the forms, the frame,
        // the queries and resources every block reads), fetched with the first tag. Everything
        // else stays in a chunk per tag or per part loaded on use, so another tag on the page adds
        // only its own code (test/bundle-budgets.test.ts).
        codeSplitting: {
          groups: [
            { name: 'core', tags: ['$initial'], priority: 2 },
            { name: 'kit', minShareCount: 6, priority: 1 },
          ],
        },
      },
    },
  },
});
