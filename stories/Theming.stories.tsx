import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { APPEARANCE_VARIABLES, useShippingElements } from '../src';
import { GuideBlock } from './guide-parts';

/** The styling contract: `--se-*` variables, `data-se-part` hooks and `data-state`. */
function ThemingGuide() {
  const { messages } = useShippingElements();
  return (
    <GuideBlock title="Theming">
      <p data-se-part="test-mode-banner">{messages.common.testModeBanner}</p>
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" data-se-part="button">
          {messages.common.confirm}
        </button>
        <button type="button" data-se-part="button" data-variant="secondary">
          {messages.common.cancel}
        </button>
      </p>
      <div role="alert" data-se-part="error-notice">
        {messages.errors.network}
      </div>
      <table>
        <caption>Appearance variables and the CSS variables they set</caption>
        <thead>
          <tr>
            <th scope="col">appearance.variables</th>
            <th scope="col">CSS variable</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(APPEARANCE_VARIABLES).map(([name, variable]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{variable}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideBlock>
  );
}

const meta = {
  title: 'Guides/Theming',
  component: ThemingGuide,
  parameters: {
    docs: {
      description: {
        component:
          'Four layers: works unstyled; `--se-*` variables from styles.css (light and dark, in `@layer shipping-elements` under `:where()`); the provider’s `appearance`; `data-se-part` selectors. Host CSS always wins without !important.',
      },
    },
  },
} satisfies Meta<typeof ThemingGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Theming' });
    await expect(region).toHaveAttribute('data-se-theme', 'light');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Theming' });
    await expect(region).toHaveAttribute('data-se-theme', 'dark');
    await expect(getComputedStyle(region).getPropertyValue('--se-color-background').trim()).toBe('#15181e');
  },
};

export const CustomVariables: Story = {
  parameters: {
    provider: { appearance: { theme: 'light', variables: { colorPrimary: '#0b6e4f', borderRadius: '2px', fontFamily: 'Georgia, serif' } } },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /confirm/i });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 110, 79)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('2px');
  },
};
