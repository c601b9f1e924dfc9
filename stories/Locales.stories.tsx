import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useShippingElements } from '../src';
import { GuideBlock } from './guide-parts';

/** Strings and `Intl` formatting of the active locale. */
function LocalesGuide() {
  const { locale, messages, format } = useShippingElements();
  const rows: [string, string][] = [
    ['Locale', locale],
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
        component:
          'English, Spanish, French and German messages; regional tags fall back to their language (fr-CA → French strings, Canadian formats); other languages get English strings with their own formatting. Money is formatted from the API’s decimal strings, never through floats.',
      },
    },
  },
} satisfies Meta<typeof LocalesGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$12.40')).toBeVisible();
  },
};

export const FrenchCanadian: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fr-CA')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Retry/ })).not.toHaveTextContent('Try again');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1\.234,50\s€/)).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

export const JapaneseFormattingEnglishStrings: Story = { globals: { locale: 'ja-JP' } };
