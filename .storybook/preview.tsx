import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import * as React from 'react';
import { ShippingElementsProvider } from '../src';
import { TEST_API, mintTestToken, resetTestSandbox, sandboxHandler } from '../test/msw-sandbox';
import '../src/styles/index.css';

/**
 * A fresh provider per story (keyed by story id): its own QueryClient, the sandbox as the API,
 * and the theme and locale of the toolbar.
 */
const withShippingElements: Decorator = (Story, { globals, id, parameters }) => {
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  const providerProps = (parameters.provider ?? {}) as Partial<React.ComponentProps<typeof ShippingElementsProvider>>;
  return (
    <ShippingElementsProvider
      key={`${id}:${theme}:${locale}`}
      baseUrl={TEST_API}
      fetchToken={() => mintTestToken()}
      locale={locale}
      appearance={{ theme }}
      {...providerProps}
    >
      <div style={{ padding: 16, background: theme === 'dark' ? '#15181e' : '#ffffff', minHeight: '100%' }}>
        <Story />
      </div>
    </ShippingElementsProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  beforeEach({ msw }) {
    resetTestSandbox();
    msw.use(sandboxHandler);
  },
  decorators: [withShippingElements],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  globalTypes: {
    theme: {
      description: 'Kit theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Kit locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es', 'fr', 'de', 'fr-CA', 'ja-JP'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
};

export default preview;
