import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mergeMessages, useShippingElements } from '../src';
import { de } from '../src/locales/de';
import { GuideBlock } from './guide-parts';

/** Strings and `Intl` formatting of the active locale, and the language the text is marked with. */
function LocalesGuide() {
  const { locale, messages, format, themeRoot } = useShippingElements();
  const rows: [string, string][] = [
    ['Locale', locale],
    ['Text language (lang)', themeRoot.attributes.lang],
    ['Money (12.40 USD)', format.money('12.40', 'USD')],
    ['Money (1234.5 EUR)', format.money('1234.5', 'EUR')],
    ['Money (1500 JPY)', format.money('1500', 'JPY')],
    ['Date (in America/New_York)', createDate(locale)],
    ['Weight', format.weight('2.5', 'lb')],
    ['Retry', messages.common.retry],
    ['Delivered', messages.status.tracking.DELIVERED],
  ];
  return (
    <GuideBlock title="Locales">
      <table>
        <caption>Messages and formatting</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideBlock>
  );
}

function createDate(locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date('2026-11-23T03:00:00Z'));
}

const meta = {
  title: 'Guides/Locales',
  component: LocalesGuide,
  parameters: {
    docs: {
      description: {
        component: [
          'English is built in. Spanish, French and German are separate entry points, so a host pays only for the languages it imports:',
          '',
          '```tsx',
          "import { ShippingElementsProvider, mergeMessages } from 'shipping-elements';",
          "import { de } from 'shipping-elements/locales/de';",
          '',
          '<ShippingElementsProvider locale="de-AT" messages={de} baseUrl={baseUrl} fetchToken={fetchToken}>',
          "// or your own texts over the catalogue: messages={mergeMessages(de, { ratePicker: { legend: 'Versandart' } })}",
          '```',
          '',
          '`locale` drives money, dates and plurals (fr-CA → Canadian formats); `messages` is the text. The blocks’ `lang` states the language of the text, refined by the locale when both agree (`de` + `de-AT` → `de-AT`): Japanese formatting with English text is `lang="en"`. Here the toolbar’s locale also picks the matching catalogue, as a host would. Money is formatted from the API’s decimal strings, never through floats.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof LocalesGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12.40')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Locales' })).toHaveAttribute('lang', 'en');
  },
};

export const FrenchCanadian: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^Locale\b/ })).toHaveTextContent('fr-CA');
    await expect(canvas.getByRole('row', { name: /Retry/ })).toHaveTextContent('Réessayer');
    await expect(canvas.getByRole('region', { name: 'Locales' })).toHaveAttribute('lang', 'fr-CA');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1\.234,50\s€/)).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Retry/ })).toHaveTextContent('Erneut versuchen');
  },
};

/** A host's own texts layered over the German catalogue with `mergeMessages`. */
export const GermanWithHostTexts: Story = {
  globals: { locale: 'de-AT' },
  parameters: { provider: { messages: mergeMessages(de, { common: { retry: 'Nochmals laden' } }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Retry/ })).toHaveTextContent('Nochmals laden');
    await expect(canvas.getByRole('row', { name: /Delivered/ })).toHaveTextContent(de.status.tracking.DELIVERED);
    await expect(canvas.getByRole('region', { name: 'Locales' })).toHaveAttribute('lang', 'de-AT');
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

export const JapaneseFormattingEnglishStrings: Story = {
  globals: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Retry/ })).toHaveTextContent('Try again');
    // The text is English, so the block says so, whatever the formatting locale.
    await expect(canvas.getByRole('region', { name: 'Locales' })).toHaveAttribute('lang', 'en');
  },
};
