import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ELEMENT_TABLE } from '../src/elements';
import { GuideBlock } from './guide-parts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const eventOf = (event: (typeof ELEMENT_TABLE)[number]['events'][number]) => `shipping:${event.name ?? kebab(event.prop.replace(/^on/, '')).replace(/^-/, '')}`;

/** Every tag of `shipping-elements/elements`, read from the table the elements are made from. */
function CustomElementsGuide() {
  return (
    <GuideBlock title="Custom elements">
      <p>
        <code>ShippingElements.init({'{ baseUrl, fetchToken }'})</code>, then <code>defineShippingElements()</code>. Attributes are kebab-case; objects and
        functions are properties; each callback is a bubbling <code>CustomEvent</code> with its argument in <code>detail</code>. See README “Any page:
        custom elements”.
      </p>
      <table>
        <caption>The tags, their attributes, properties and events</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Attributes</th>
            <th scope="col">Properties</th>
            <th scope="col">Events</th>
          </tr>
        </thead>
        <tbody>
          {ELEMENT_TABLE.map((row) => (
            <tr key={row.tag}>
              <th scope="row">
                <code>{`<${row.tag}>`}</code>
              </th>
              <td>{row.attributes.map((attribute) => `${kebab(attribute.prop)} (${attribute.type})`).join(', ') || '—'}</td>
              <td>{row.properties.join(', ') || '—'}</td>
              <td>{row.events.map(eventOf).join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideBlock>
  );
}

const meta = {
  title: 'Guides/Custom elements',
  component: CustomElementsGuide,
  parameters: {
    docs: {
      description: {
        component:
          'The blocks as standard custom elements for any page (issue 41): `shipping-elements/elements` for bundlers, `shipping-elements/elements/standalone` with React inside for a page with no build. Light DOM, one session per page.',
      },
    },
  },
} satisfies Meta<typeof CustomElementsGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tags: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /<shipping-label-purchase>/ });
    await expect(row).toHaveTextContent('order-id (string)');
    await expect(row).toHaveTextContent('shipping:label-purchased');
    await expect(canvas.getAllByRole('row')).toHaveLength(ELEMENT_TABLE.length + 1);
  },
};
