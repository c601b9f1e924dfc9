#!/usr/bin/env node
// `npx shipping-elements init`: sets up a Vite + React or Next.js app (built from src/cli/index.ts).
import '../dist/src/cli/index.js';
