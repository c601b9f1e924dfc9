#!/usr/bin/env node
// `npx shipping-sandbox --port 8787`: the sandbox API on loopback (built from sandbox/cli.ts).
// `npx shipping-sandbox trigger <event> --to <url>`: one signed test webhook event (sandbox/trigger-cli.ts).
await import(process.argv[2] === 'trigger' ? '../dist/sandbox/trigger-cli.js' : '../dist/sandbox/cli.js');
