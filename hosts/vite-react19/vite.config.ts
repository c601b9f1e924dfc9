import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Every block on one page: one chunk of ~210 KB gzip, which is this fixture's choice, not a warning.
export default defineConfig({ plugins: [react()], build: { chunkSizeWarningLimit: 1000 } });
