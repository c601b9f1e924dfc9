#!/usr/bin/env node
// `npx shipping-sandbox --port 8787`: the sandbox API on loopback (built from sandbox/cli.ts).
import '../dist/sandbox/cli.js';
