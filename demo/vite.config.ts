// The demo app consumes the built package, as a host would: `shipping-elements` resolves to dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^shipping-elements\/styles\.css$/, replacement: path.join(repository, 'dist', 'styles.css') },
      { find: /^shipping-elements$/, replacement: path.join(repository, 'dist', 'src', 'index.js') },
      // The storefront's checkout (issue 40), its own entry.
      { find: /^shipping-elements\/checkout$/, replacement: path.join(repository, 'dist', 'src', 'checkout.js') },
      // `shipping-elements/locales/de` → dist/src/locales/de.js, one chunk per language.
      { find: /^shipping-elements\/locales\/(en|es|fr|de)$/, replacement: path.join(repository, 'dist', 'src', 'locales', '$1.js') },
    ],
  },
  build: { outDir: path.join(repository, 'dist-demo'), emptyOutDir: true },
});
