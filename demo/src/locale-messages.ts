// How a host code-splits the kit's languages: English is built in, and each other catalogue is
// loaded with `import()` only when the merchant picks that language.
import * as React from 'react';
import type { Messages } from 'shipping-elements';

const LOADERS: Readonly<Record<string, () => Promise<Messages>>> = {
  es: () => import('shipping-elements/locales/es').then((module) => module.es),
  fr: () => import('shipping-elements/locales/fr').then((module) => module.fr),
  de: () => import('shipping-elements/locales/de').then((module) => module.de),
};

function loaderFor(locale: string): (() => Promise<Messages>) | undefined {
  try {
    return LOADERS[new Intl.Locale(locale).language];
  } catch {
    return undefined;
  }
}

/** A locale with the catalogue of its language: what the provider gets, always as a pair. */
export interface LocaleMessages {
  locale: string;
  /** Undefined for English and for languages without a catalogue (their text is English). */
  messages: Messages | undefined;
}

/**
 * The locale and messages to give the provider. While another language's catalogue loads, the
 * previous pair stays, so the kit never shows the new locale's formats beside the old text; on
 * the first render of a non-English locale it is `null` (show a loading state, not English).
 */
export function useLocaleMessages(locale: string): LocaleMessages | null {
  const [loaded, setLoaded] = React.useState<LocaleMessages | null>(() => (loaderFor(locale) ? null : { locale, messages: undefined }));
  React.useEffect(() => {
    let current = true;
    const load = loaderFor(locale);
    void (load ? load() : Promise.resolve(undefined)).then(
      (messages) => {
        if (current) {
          setLoaded((previous) => (previous?.locale === locale && previous.messages === messages ? previous : { locale, messages }));
        }
      },
      () => {
        // The chunk failed to load (offline): keep the formats and text in step, in English.
        if (current) {
          setLoaded({ locale: 'en', messages: undefined });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded;
}
