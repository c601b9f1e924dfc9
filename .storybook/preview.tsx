import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import * as React from 'react';
import { configure } from 'storybook/test';
import { ShippingElementsProvider, type Messages } from '../src';
import { de } from '../src/locales/de';
import { es } from '../src/locales/es';
import { fr } from '../src/locales/fr';
import { TEST_API, mintTestToken, resetTestSandbox, sandboxHandler } from '../test/msw-sandbox';
import '../src/styles/index.css';

// Play functions wait up to 5 s for what they look for, as the DOM tests do (test/setup-dom.ts): on
// two busy cores (CI, or the built Storybook's render pass beside the other projects) the in-browser
// sandbox's first answer can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// The catalogues a host would import from `shipping-elements/locales/<language>`; English is built in.
const CATALOGUES: Readonly<Record<string, Messages>> = { es, fr, de };

function catalogueFor(locale: string): Messages | undefined {
  try {
    return CATALOGUES[new Intl.Locale(locale).language];
  } catch {
    // A hand-edited URL can carry any global; the provider treats a malformed locale as English.
    return undefined;
  }
}

/**
 * A fresh provider per story (keyed by story id): its own QueryClient, the sandbox as the API,
 * and the theme and locale of the toolbar, with the catalogue of the locale's language. A story
 * can still pass its own `messages` in `parameters.provider`.
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
      messages={catalogueFor(locale)}
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
