import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // public/ holds mockServiceWorker.js: the sandbox answers the kit's requests inside the browser.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
