// @ts-check
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The kit's tags are custom elements: Vue renders them as they are and sets their properties.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('shipping-') } } })],
});
