// Shared launch settings of Debian's Chromium (Storybook tests, e2e, benchmarks). Never download a
// browser: CI installs `chromium` with apt. The flags keep it off the network and the GPU.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
