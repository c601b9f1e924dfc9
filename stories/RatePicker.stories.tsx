import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { RatePicker } from '../src';
import { rateHandlers } from '../test/msw/rates';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER } from '../test/fixtures/addresses';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';


/** The self-quoting source most stories use: the picker creates the shipment in the sandbox. */
const QUOTE = { addressFrom: SENDER, addressTo: RECIPIENT, parcels: [BOX] };

const meta = {
  title: 'Components/RatePicker',
  component: RatePicker,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: {
    onValueChange: fn(),
    onLoadError: fn(),
    onSortChange: fn(),
    onFiltersChange: fn(),
    onServiceGroupChange: fn(),
  },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Lists the rates of a shipment as a native radio group, with sorting, filters, carrier messages and, given a cart total, the merchant’s service groups. Pass `shipmentId`, or addresses and parcels for the picker to quote. Every story talks to the sandbox inside the browser through MSW; the loading, empty, error and many-rates stories override it with the handlers of `test/msw/rates.ts`.',
      },
    },
  },
} satisfies Meta<typeof RatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: QUOTE,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: 'Shipping options' })).toHaveAttribute('data-state', 'ready');
  },
};

/** The main flow: keyboard only. Tab into the options, Space picks, ArrowDown moves and picks. */
export const PickWithKeyboard: Story = {
  args: QUOTE,
  play: async ({ canvas, userEvent, args }) => {
    const [first, second] = await canvas.findAllByRole<HTMLInputElement>('radio');
    const radios = canvas.getAllByRole('radio');
    // The sort and filter controls come first in the tab order.
    for (let step = 0; step < 10 && !radios.includes(document.activeElement as HTMLElement); step += 1) {
      await userEvent.tab();
    }
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(second!.value, expect.objectContaining({ object_id: second!.value }));
  },
};

export const Loading: Story = {
  args: QUOTE,
  beforeEach({ msw }) {
    msw.use(...rateHandlers.pending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Getting shipping options…');
  },
};

export const Empty: Story = {
  args: QUOTE,
  beforeEach({ msw }) {
    msw.use(...rateHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No shipping options are available for this shipment.')).toBeVisible();
  },
};

/** No carrier takes a 200 lb parcel: the empty state lists the carriers' reasons. */
export const NoCarrierCanShip: Story = {
  args: { ...QUOTE, parcels: [{ ...BOX, weight: '200' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The carriers gave these reasons/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

// Not exported as `Error`, which would shadow the global in this module.
export const LoadError: Story = {
  name: 'Error',
  args: QUOTE,
  beforeEach({ msw }) {
    msw.use(...rateHandlers.fails(502));
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 502 }));
  },
};

/** A recipient named "Timeout" makes Slowpost Freight time out (a sandbox magic value). */
export const CarrierTimeout: Story = {
  args: { ...QUOTE, addressTo: { ...RECIPIENT, name: 'Timeout Tester' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Slowpost Freight didn't respond in time, so its rates are missing.")).toBeVisible();
  },
};

/** US to GB: prices in USD with the local price in GBP. */
export const International: Story = {
  args: { ...QUOTE, addressTo: RECIPIENT_GB },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('radio');
    await expect(first).toHaveAccessibleDescription(/≈ £[\d.,]+ in GBP/);
  },
};

/** Insurance is part of the quoted price; the option says so instead of adding it. */
export const WithInsurance: Story = {
  args: { ...QUOTE, extra: { insurance: { amount: '200', currency: 'USD', content: 'Books' } } },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('radio');
    await expect(first).toHaveAccessibleDescription(/Includes \$2\.00 insurance/);
  },
};

/** With a cart total the picker offers the merchant's service groups: live, flat and free. */
export const ServiceGroups: Story = {
  args: { ...QUOTE, cartTotal: { amount: '82.50', currency: 'USD' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Free shipping Free' }));
    await expect(args.onServiceGroupChange).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'FREE_SHIPPING' }),
      expect.objectContaining({ pricing: 'free-shipping', amount: '0.00' }),
    );
  },
};

/** 300 rates, all shown: only the rows in view are rendered. */
export const ManyRates: Story = {
  args: { ...QUOTE, collapsedCount: Number.POSITIVE_INFINITY },
  beforeEach({ msw }) {
    msw.use(...rateHandlers.many(300));
  },
  play: async ({ canvas, userEvent, args }) => {
    const radios = await canvas.findAllByRole<HTMLInputElement>('radio');
    await expect(radios.length).toBeLessThan(60);
    await userEvent.click(radios[3]!);
    await expect(args.onValueChange).toHaveBeenCalledWith(radios[3]!.value, expect.objectContaining({ object_id: radios[3]!.value }));
  },
};

/** The radios of a long list, by their place in the whole list (`aria-posinset`). */
function radioAt(canvasElement: HTMLElement, position: number): HTMLInputElement | undefined {
  return [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) => radio.getAttribute('aria-posinset') === String(position),
  );
}

/** Options whose row is at least partly inside the scrolling box. */
function optionsInView(list: HTMLElement): HTMLElement[] {
  const box = list.getBoundingClientRect();
  return [...list.querySelectorAll<HTMLElement>('[data-se-part="rate-option"]')].filter((row) => {
    const rect = row.getBoundingClientRect();
    return rect.bottom > box.top && rect.top < box.bottom;
  });
}

/**
 * 1,000 rates behind "Show all", scrolled like a person would: the rows in view are rendered
 * (and only those, with a few either side), rows never overlap or leave gaps, the checked option
 * stays rendered and keeps arrow-key navigation, and the scrollbar ends at the last option.
 */
export const ScrollThousandRates: Story = {
  args: QUOTE,
  beforeEach({ msw }) {
    msw.use(...rateHandlers.many(1000));
  },
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await canvas.findAllByRole('radio');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 1,000 options' }));
    const list = canvas.getByRole('radiogroup', { name: 'Shipping options' });
    await expect(canvas.getAllByRole('radio').length).toBeLessThan(40);
    const third = radioAt(canvasElement, 3)!;
    await userEvent.click(third);

    await step('scroll to the middle', async () => {
      const tenth = radioAt(canvasElement, 10)!;
      list.scrollTop = list.scrollHeight / 2 - list.clientHeight / 2;
      await waitFor(() => expect(tenth).not.toBeInTheDocument());
      await waitFor(async () => {
        const rows = optionsInView(list);
        const positions = rows.map((row) => Number(row.querySelector('input')?.getAttribute('aria-posinset')));
        await expect(rows.length).toBeGreaterThan(2);
        await expect(Math.min(...positions)).toBeGreaterThan(350);
        await expect(Math.max(...positions)).toBeLessThan(650);
        // Measured rows sit edge to edge.
        for (let index = 1; index < rows.length; index += 1) {
          await expect(Math.abs(rows[index]!.getBoundingClientRect().top - rows[index - 1]!.getBoundingClientRect().bottom)).toBeLessThan(1);
        }
      });
      await expect(canvas.getAllByRole('radio').length).toBeLessThan(40);
      await expect(third).toBeInTheDocument();
      await expect(third).toBeChecked();
      await expect(third).toHaveFocus();
    });

    await step('ArrowDown from the checked option, scrolled away, picks the next one and brings it into view', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const fourth = radioAt(canvasElement, 4)!;
      await expect(fourth).toBeChecked();
      await expect(fourth).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith(fourth.value, expect.objectContaining({ object_id: fourth.value }));
      await waitFor(() => expect(optionsInView(list)).toContain(fourth.closest('[data-se-part="rate-option"]')));
    });

    await step('scroll to the end: the last option ends at the bottom of the box', async () => {
      list.scrollTop = list.scrollHeight;
      await waitFor(async () => {
        // Rows measured on the way change the total size: follow it to the end.
        list.scrollTop = list.scrollHeight;
        const last = radioAt(canvasElement, 1000)!.closest('[data-se-part="rate-option"]')!;
        // The box's bottom border is not part of the scrolled area.
        const boxBottom = list.getBoundingClientRect().bottom - (list.offsetHeight - list.clientHeight - list.clientTop);
        await expect(Math.abs(last.getBoundingClientRect().bottom - boxBottom)).toBeLessThan(1);
        await expect(optionsInView(list).length).toBeGreaterThan(2);
      });
    });
  },
};

export const Dark: Story = {
  args: QUOTE,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('radio');
  },
};

export const German: Story = {
  args: QUOTE,
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Versandoptionen' })).toBeVisible();
    const [first] = await canvas.findAllByRole('radio');
    await expect(first).toHaveAccessibleName(/\d+,\d{2}\s\$$/);
  },
};

/** The host owns the selection: a click only asks, the host decides (here, after confirming). */
export const Controlled: Story = {
  args: QUOTE,
  render: function ControlledRatePicker(args) {
    const [value, setValue] = React.useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <RatePicker
          {...args}
          value={value}
          onValueChange={(rateId, rate) => {
            args.onValueChange?.(rateId, rate);
            setValue(rateId);
          }}
        />
        <button type="button" onClick={() => setValue(null)}>
          Clear selection
        </button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('radio');
    await userEvent.click(first!);
    await expect(first).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(first).not.toBeChecked();
  },
};

/** Rates of a shipment that already exists (here created in the sandbox before the story renders). */
export const ExistingShipment: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    const api = createApiClient({
      baseUrl: TEST_API,
      auth: { apiKey: testSandbox().keys.test },
      fetch: (input, init) => testSandbox().fetch(new Request(input, init)),
    });
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    args.shipmentId = shipment.object_id;
  },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await canvas.findAllByRole('radio')).toHaveLength(5));
  },
};
