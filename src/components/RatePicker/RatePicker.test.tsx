import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { rateHandlers } from '../../../test/msw/rates';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER } from '../../../test/sandbox-harness';
import { createApiClient } from '../../api/client';
import type { Rate } from '../../api/resources/rates';
import { listServiceGroups } from '../../api/resources/service-groups';
import { createShipment, type ShipmentInput } from '../../api/resources/shipments';
import type { ShippingElementsEvent } from '../../provider/events';
import { compareMoney, createFormatters } from '../../provider/format';
import { RatePicker } from './RatePicker';

// ---------------------------------------------------------------------------------------------
// Helpers: shipments are created in the sandbox with the API client, as a merchant backend would.
// ---------------------------------------------------------------------------------------------

const english = createFormatters('en');

function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

async function quotedShipment(overrides: Partial<ShipmentInput> = {}) {
  const shipment = await createShipment(merchantApi(), { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], ...overrides });
  return { id: shipment.object_id, rates: shipment.rates ?? [] };
}

/** The accessible name a person hears for a rate: carrier, service, price. */
function rateName(rate: Rate, format = english): string {
  return `${rate.provider} ${rate.servicelevel.name ?? ''} ${format.money(rate.amount, rate.currency)}`;
}

/** Matches text that contains `text` literally (jest-dom compares strings exactly). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function radios(): HTMLInputElement[] {
  return screen.queryAllByRole<HTMLInputElement>('radio');
}

async function loadedRadios(): Promise<HTMLInputElement[]> {
  return screen.findAllByRole<HTMLInputElement>('radio');
}

function rateOf(rates: readonly Rate[], radio: HTMLInputElement): Rate {
  const rate = rates.find((candidate) => candidate.object_id === radio.value);
  if (!rate) {
    throw new Error(`No rate ${radio.value} in the shipment`);
  }
  return rate;
}

function picker(): HTMLElement {
  return screen.getByRole('group', { name: /shipping options|delivery options|versandoptionen/i });
}

/** Cents of a decimal string ("16.95" → 1695), for oracles computed independently of the kit. */
function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------

describe('RatePicker', () => {
  describe('with a shipment', () => {
    it('lists every rate as a radio named by carrier, service and price, cheapest first', async () => {
      const shipment = await quotedShipment();
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);

      const options = await loadedRadios();
      expect(picker()).toHaveAttribute('data-state', 'ready');
      expect(options).toHaveLength(shipment.rates.length);
      for (const rate of shipment.rates) {
        expect(screen.getByRole('radio', { name: rateName(rate) })).toBeInTheDocument();
      }
      const amounts = options.map((radio) => rateOf(shipment.rates, radio).amount);
      expect(amounts).toEqual([...amounts].sort(compareMoney));
    });

    it('shows the carrier logo with a text alternative, outside the radio name', async () => {
      const shipment = await quotedShipment();
      renderWithElements(<RatePicker shipmentId={shipment.id} />);
      await loadedRadios();
      const logos = screen.getAllByRole('img', { name: 'Parcelwise logo' });
      expect(logos[0]).toHaveAttribute('src', expect.stringContaining('/files/logos/parcelwise-75.svg'));
    });

    it('reports the rate the user picks with the mouse', async () => {
      const shipment = await quotedShipment();
      const onValueChange = vi.fn();
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} onValueChange={onValueChange} />);

      const [, second] = await loadedRadios();
      await user.click(second!);

      const rate = rateOf(shipment.rates, second!);
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(rate.object_id, expect.objectContaining({ object_id: rate.object_id, amount: rate.amount }));
      expect(second).toBeChecked();
      expect(second!.closest('[data-se-part="rate-option"]')).toHaveAttribute('data-state', 'checked');
    });

    it('works with the keyboard alone: Tab enters the group, Space selects, ArrowDown moves and selects', async () => {
      const shipment = await quotedShipment();
      const onValueChange = vi.fn();
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} onValueChange={onValueChange} />);
      const [first, second] = await loadedRadios();

      // The sort and filter controls come first; keep tabbing until focus enters the radios.
      for (let step = 0; step < 10 && !radios().includes(document.activeElement as HTMLInputElement); step += 1) {
        await user.tab();
      }
      expect(first).toHaveFocus();

      await user.keyboard(' ');
      expect(first).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith(first!.value, expect.objectContaining({ object_id: first!.value }));

      await user.keyboard('{ArrowDown}');
      expect(second).toHaveFocus();
      expect(second).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith(second!.value, expect.objectContaining({ object_id: second!.value }));
    });

    it('keeps a controlled value until the host passes the new one', async () => {
      const shipment = await quotedShipment();
      const onValueChange = vi.fn();
      const { user, rerender } = renderWithElements(<RatePicker shipmentId={shipment.id} value={null} onValueChange={onValueChange} />);
      const [first] = await loadedRadios();

      await user.click(first!);
      expect(onValueChange).toHaveBeenCalledWith(first!.value, expect.objectContaining({ object_id: first!.value }));
      expect(first).not.toBeChecked();

      rerender(<RatePicker shipmentId={shipment.id} value={first!.value} onValueChange={onValueChange} />);
      expect(first).toBeChecked();
    });

    it('starts from defaultValue when uncontrolled', async () => {
      const shipment = await quotedShipment();
      const expensive = [...shipment.rates].sort((first, second) => compareMoney(second.amount, first.amount))[0]!;
      renderWithElements(<RatePicker shipmentId={shipment.id} defaultValue={expensive.object_id} collapsedCount={Infinity} />);
      expect(await screen.findByRole('radio', { name: rateName(expensive) })).toBeChecked();
    });

    it('reorders the options when the user sorts by delivery time or carrier', async () => {
      const shipment = await quotedShipment();
      const onSortChange = vi.fn();
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} onSortChange={onSortChange} />);
      await loadedRadios();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Delivery time');
      expect(onSortChange).toHaveBeenCalledWith('speed');
      const days = radios().map((radio) => rateOf(shipment.rates, radio).estimated_days ?? Number.POSITIVE_INFINITY);
      expect(days).toEqual([...days].sort((first, second) => first - second));

      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Carrier');
      const carriers = radios().map((radio) => rateOf(shipment.rates, radio).provider);
      expect(carriers).toEqual([...carriers].sort());
    });

    it('lists preferred service levels first and never shows hidden ones', async () => {
      const shipment = await quotedShipment();
      renderWithElements(
        <RatePicker
          shipmentId={shipment.id}
          collapsedCount={Infinity}
          preferredServiceLevels={['kestrel_priority', 'parcelwise_overnight']}
          hiddenServiceLevels={['slowpost_economy']}
        />,
      );
      const [first, second] = await loadedRadios();
      expect(rateOf(shipment.rates, first!).servicelevel.token).toBe('kestrel_priority');
      expect(rateOf(shipment.rates, second!).servicelevel.token).toBe('parcelwise_overnight');
      expect(radios().map((radio) => rateOf(shipment.rates, radio).servicelevel.token)).not.toContain('slowpost_economy');
    });

    it('filters by carrier and attribute, explains an empty result and clears the filters', async () => {
      const shipment = await quotedShipment();
      // A carrier without the cheapest rate, so "Kestrel + Cheapest" leaves nothing.
      const carrier = shipment.rates.find((rate) => !shipment.rates.some((other) => other.provider === rate.provider && other.attributes?.includes('CHEAPEST')))!
        .provider;
      const onFiltersChange = vi.fn();
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} onFiltersChange={onFiltersChange} />);
      await loadedRadios();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), carrier);
      expect(radios().length).toBe(shipment.rates.filter((rate) => rate.provider === carrier).length);
      expect(radios().every((radio) => rateOf(shipment.rates, radio).provider === carrier)).toBe(true);

      await user.click(screen.getByRole('checkbox', { name: 'Cheapest' }));
      expect(onFiltersChange).toHaveBeenLastCalledWith({ carrier, attributes: ['CHEAPEST'] });
      expect(radios()).toHaveLength(0);
      expect(picker()).toHaveAttribute('data-state', 'empty');
      expect(screen.getByRole('status')).toHaveTextContent('No shipping options match these filters.');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(radios()).toHaveLength(shipment.rates.length);
      expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveFocus();
      expect(onFiltersChange).toHaveBeenLastCalledWith({ carrier: null, attributes: [] });
    });

    it('shows only the first options until the user asks for all of them', async () => {
      const shipment = await quotedShipment();
      expect(shipment.rates.length).toBeGreaterThan(5);
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} />);
      expect(await loadedRadios()).toHaveLength(5);

      const showAll = screen.getByRole('button', { name: `Show all ${shipment.rates.length} options` });
      expect(showAll).toHaveAttribute('aria-expanded', 'false');
      await user.click(showAll);
      expect(radios()).toHaveLength(shipment.rates.length);

      await user.click(screen.getByRole('button', { name: 'Show fewer options' }));
      expect(radios()).toHaveLength(5);
    });

    it('keeps the selected option visible in a collapsed list', async () => {
      const shipment = await quotedShipment();
      const dearest = [...shipment.rates].sort((first, second) => compareMoney(second.amount, first.amount))[0]!;
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={2} value={dearest.object_id} />);
      const shown = await loadedRadios();
      expect(shown).toHaveLength(3);
      expect(screen.getByRole('radio', { name: rateName(dearest) })).toBeChecked();
    });

    it('marks CHEAPEST and FASTEST only on the options that really are', async () => {
      const shipment = await quotedShipment();
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);
      await loadedRadios();

      const cheapest = radios().filter((radio) => /Cheapest/.test(radio.getAttribute('aria-describedby') ? (document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent ?? '') : ''));
      expect(cheapest).toHaveLength(1);
      const cheapestRate = rateOf(shipment.rates, cheapest[0]!);
      for (const rate of shipment.rates) {
        expect(compareMoney(cheapestRate.amount, rate.amount)).toBeLessThanOrEqual(0);
      }
      expect(cheapest[0]).toHaveAccessibleDescription(containing('Cheapest'));

      const fastest = radios().filter((radio) => document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent?.includes('Fastest'));
      expect(fastest).toHaveLength(1);
      const fastestDays = rateOf(shipment.rates, fastest[0]!).estimated_days ?? Number.POSITIVE_INFINITY;
      expect(Math.min(...shipment.rates.map((rate) => rate.estimated_days ?? Number.POSITIVE_INFINITY))).toBe(fastestDays);
    });

    it('describes delivery time and arrival time with one estimate: the days, not the carrier’s terms beside them (issue 36)', async () => {
      const shipment = await quotedShipment();
      const ground = shipment.rates.find((rate) => rate.servicelevel.token === 'parcelwise_ground')!;
      const overnight = shipment.rates.find((rate) => rate.servicelevel.token === 'parcelwise_overnight')!;
      const { container } = renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);
      const radio = await screen.findByRole('radio', { name: rateName(overnight) });
      expect(radio).toHaveAccessibleDescription(containing('1 business day'));
      expect(radio).toHaveAccessibleDescription(containing('Arrives by 10:30 AM'));
      // "2 business days" beside "Delivery in 1 to 5 business days" told a person two things.
      expect(radio).not.toHaveAccessibleDescription(containing(overnight.duration_terms!));
      expect(screen.getByRole('radio', { name: rateName(ground) })).not.toHaveAccessibleDescription(containing(ground.duration_terms!));
      expect(container.querySelector('[data-se-part="rate-option-terms"]')).toBeNull();
    });

    it('shows the carrier’s terms when a rate has no estimated days', async () => {
      const shipment = await quotedShipment();
      const overnight = shipment.rates.find((rate) => rate.servicelevel.token === 'parcelwise_overnight')!;
      server.use(...rateHandlers.withoutDays());
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);
      const radio = await screen.findByRole('radio', { name: rateName(overnight) });
      expect(radio).toHaveAccessibleDescription(containing(overnight.duration_terms!));
      expect(radio).not.toHaveAccessibleDescription(containing('1 business day'));
    });

    it('leaves the carrier’s English terms out of a list in another language', async () => {
      const shipment = await quotedShipment();
      const overnight = shipment.rates.find((rate) => rate.servicelevel.token === 'parcelwise_overnight')!;
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />, { provider: { locale: 'fr' } });
      const radio = await screen.findByRole('radio', { name: rateName(overnight, createFormatters('fr')) });
      expect(radio).toHaveAccessibleDescription(/1\s+jour ouvré/);
      expect(radio).not.toHaveAccessibleDescription(containing(overnight.duration_terms!));
    });

    it('shows the local price of an international shipment in the destination currency', async () => {
      const shipment = await quotedShipment({ address_to: RECIPIENT_GB });
      expect(shipment.rates.length).toBeGreaterThan(0);
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);
      await loadedRadios();
      for (const rate of shipment.rates) {
        expect(rate.currency_local).toBe('GBP');
        const radio = screen.getByRole('radio', { name: rateName(rate) });
        expect(radio).toHaveAccessibleDescription(containing(`≈ ${english.money(rate.amount_local!, 'GBP')} in GBP`));
      }
    });

    it('says in its own words that an international shipment needs customs, never "Sandbox says"', async () => {
      const shipment = await quotedShipment({ address_to: RECIPIENT_GB });
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />, { provider: { locale: 'fr' } });
      const group = await screen.findByRole('group', { name: /Options de livraison/ });
      await within(group).findAllByRole('radio');
      const message = group.querySelector('[data-se-part="rate-picker-message"][data-code="customs_declaration_missing"]');
      expect(message).toHaveTextContent('Un envoi international nécessite une déclaration en douane avant l’achat d’une étiquette.');
      expect(group).not.toHaveTextContent(/Sandbox|says:/);
    });

    it('says insurance is included in the price rather than adding it again', async () => {
      const shipment = await quotedShipment({ extra: { insurance: { amount: '200', currency: 'USD', content: 'Books' } } });
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />);
      await loadedRadios();
      for (const rate of shipment.rates) {
        expect(rate.included_insurance_price).toBe('2.00');
        // The name carries the API's amount as is: the insurance is already in it.
        const radio = screen.getByRole('radio', { name: rateName(rate) });
        expect(radio).toHaveAccessibleDescription(containing('Includes $2.00 insurance'));
      }
    });

    it('waits for an async shipment to be rated instead of saying there are no rates', async () => {
      const shipment = await createShipment(merchantApi(), { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: true });
      expect(shipment.status).toBe('QUEUED');
      renderWithElements(<RatePicker shipmentId={shipment.object_id} />);
      expect(await screen.findByRole('status')).toHaveTextContent('Getting shipping options…');
      expect(picker()).toHaveAttribute('data-state', 'loading');

      await testSandbox().advance(1_000);
      expect(await screen.findAllByRole('radio', {})).toHaveLength(5);
    });
  });

  describe('quoting addresses and parcels itself', () => {
    it('creates one shipment per distinct input and lists its rates', async () => {
      const created: string[] = [];
      const onRequest = ({ request }: { request: Request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/shipments')) {
          created.push(request.url);
        }
      };
      server.events.on('request:start', onRequest);
      try {
        const { rerender } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} />);
        const first = await loadedRadios();
        expect(first.length).toBeGreaterThan(0);

        // The same input written anew (as a host re-rendering with inline objects does): no new quote.
        rerender(<RatePicker addressFrom={{ ...SENDER }} addressTo={{ ...RECIPIENT }} parcels={[{ ...BOX }]} />);
        expect(created).toHaveLength(1);

        rerender(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[{ ...BOX, weight: '20' }]} />);
        await waitFor(() => expect(radios()[0]?.value).not.toBe(first[0]!.value));
        expect(created).toHaveLength(2);
      } finally {
        server.events.removeListener('request:start', onRequest);
      }
    });

    it('names a weight it cannot quote in a sentence of its catalogue; the technical detail goes to onLoadError and events', async () => {
      const onLoadError = vi.fn();
      const events: ShippingElementsEvent[] = [];
      renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[{ ...BOX, weight: 'abc' }]} onLoadError={onLoadError} />, {
        provider: { onEvent: (event) => events.push(event) },
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("The package weight isn't valid, so no shipping options can be shown.");
      // Nothing to highlight, no field path, no schema message, and no retry that would fail the same way.
      expect(alert).not.toHaveTextContent(/highlighted|parcels\.0|Expected a decimal/);
      expect(within(alert).queryByRole('button')).toBeNull();
      expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invalid-request', field: 'parcels.0.weight' }));
      expect(events).toContainEqual(expect.objectContaining({ type: 'error', source: 'RatePicker' }));
    });

    it('clears a selection whose rate no longer exists after the input changes, and tells the host', async () => {
      const onValueClear = vi.fn();
      const { user, rerender } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} onValueClear={onValueClear} />);
      const [, second] = await loadedRadios();
      await user.click(second!);
      const picked = second!.value;
      expect(second).toBeChecked();

      // A new weight is a new shipment: every rate id changes, so the pick is gone with it.
      rerender(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[{ ...BOX, weight: '20' }]} onValueClear={onValueClear} />);
      await waitFor(() => expect(radios()[0]?.value).not.toBe(picked));
      await waitFor(() => expect(onValueClear).toHaveBeenCalledExactlyOnceWith(picked));
      expect(radios().filter((radio) => radio.checked)).toEqual([]);
      expect(picker().querySelector('[data-se-part="rate-option"][data-state="checked"]')).toBeNull();
    });

    it('clears a picked rate and tells the host when a cart total switches to checkout options', async () => {
      const onValueClear = vi.fn();
      const { user, rerender } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} onValueClear={onValueClear} />);
      const [first] = await loadedRadios();
      await user.click(first!);
      const picked = first!.value;

      // Checkout options are the merchant's service groups: the rate picked is not one of them.
      rerender(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} cartTotal={{ amount: '100.00', currency: 'USD' }} onValueClear={onValueClear} />);
      await waitFor(() => expect(onValueClear).toHaveBeenCalledExactlyOnceWith(picked));
      expect(radios().filter((radio) => radio.checked)).toEqual([]);
    });

    it('asks a controlled host to clear a stale value, and shows nothing checked meanwhile', async () => {
      const onValueClear = vi.fn();
      const shipment = await quotedShipment();
      const picked = shipment.rates[0]!.object_id;
      const { rerender } = renderWithElements(<RatePicker shipmentId={shipment.id} value={picked} onValueClear={onValueClear} />);
      expect(await screen.findByRole('radio', { name: rateName(shipment.rates[0]!) })).toBeChecked();

      const other = await quotedShipment({ parcels: [{ ...BOX, weight: '9' }] });
      rerender(<RatePicker shipmentId={other.id} value={picked} onValueClear={onValueClear} />);
      await waitFor(() => expect(onValueClear).toHaveBeenCalledExactlyOnceWith(picked));
      expect(radios().filter((radio) => radio.checked)).toEqual([]);
    });

    it('keeps a selection that the user\'s filters only hide', async () => {
      const onValueClear = vi.fn();
      const { user } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} collapsedCount={Infinity} onValueClear={onValueClear} />);
      const options = await loadedRadios();
      const picked = options.find((radio) => !/Parcelwise/.test(radio.getAttribute('aria-labelledby') ? (document.getElementById(radio.getAttribute('aria-labelledby')!)?.textContent ?? '') : ''))!;
      await user.click(picked);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'Parcelwise');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), '');
      expect(screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.value === picked.value)).toBeChecked();
      expect(onValueClear).not.toHaveBeenCalled();
    });

    it("shows a carrier's timeout message with the carrier's name", async () => {
      renderWithElements(<RatePicker addressFrom={SENDER} addressTo={{ ...RECIPIENT, name: 'Timeout Tester' }} parcels={[BOX]} collapsedCount={Infinity} />);
      await loadedRadios();
      expect(screen.getByText("Slowpost Freight didn't respond in time, so its rates are missing.")).toBeVisible();
      expect(screen.queryByRole('radio', { name: /Slowpost/ })).not.toBeInTheDocument();
    });

    it('says why there are no rates, with the carriers’ reasons', async () => {
      renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[{ ...BOX, weight: '200' }]} />);
      const empty = await screen.findByText('No shipping options are available for this shipment. The carriers gave these reasons:');
      expect(picker()).toHaveAttribute('data-state', 'empty');
      const reasons = within(empty.parentElement!).getAllByRole('listitem');
      expect(reasons).toHaveLength(4);
      expect(reasons[0]).toHaveTextContent(/^[A-Z][\w ]+ cannot take a package of 200 lb\.$/);
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    });

    it.each([
      ['a route no carrier serves', RECIPIENT_GB, 'service_unavailable_for_lane', 'n’a aucun service pour ce trajet\u00a0: États-Unis → Royaume-Uni'],
      ['a package too heavy', RECIPIENT, 'weight_limit_exceeded', `n’accepte pas de colis de ${createFormatters('fr').weight('1500', 'lb')}`],
    ])('says the carriers’ reasons in French for %s: by code, the carrier named once, no English', async (_case, recipient, code, sentence) => {
      renderWithElements(<RatePicker addressFrom={SENDER} addressTo={recipient} parcels={[{ ...BOX, weight: '1500' }]} />, { provider: { locale: 'fr' } });
      const empty = await screen.findByText(/Aucune option de livraison n’est disponible pour cet envoi\. Motifs/);
      const reasons = [...empty.parentElement!.querySelectorAll(`[data-se-part="rate-picker-message"][data-code="${code}"]`)].map((item) => item.textContent ?? '');
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) {
        const [, carrier, rest] = /^([A-Z]\w*(?: [A-Z]\w*)*) (.*)$/.exec(reason) ?? [];
        expect(rest).toBe(`${sentence}.`);
        expect(reason.split(carrier!)).toHaveLength(2);
      }
      expect(empty.parentElement!.textContent).not.toMatch(/has no|cannot|says|indique|1500\.0/);
    });

    it('says there are no options when the quote comes back empty', async () => {
      server.use(...rateHandlers.empty());
      renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} />);
      expect(await screen.findByText('No shipping options are available for this shipment.')).toBeVisible();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });
  });

  describe('when loading fails', () => {
    it('shows a retryable error, reports it, and shows the rates after a retry', async () => {
      const shipment = await quotedShipment();
      server.use(...rateHandlers.fails(502));
      const onLoadError = vi.fn();
      const events: ShippingElementsEvent[] = [];
      const { user } = renderWithElements(<RatePicker shipmentId={shipment.id} onLoadError={onLoadError} />, {
        provider: { onEvent: (event) => events.push(event) },
      });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("The shipping service couldn't complete this request. Try again.");
      expect(picker()).toHaveAttribute('data-state', 'error');
      expect(onLoadError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'api', status: 502 }));
      const errorEvent = events.find((event) => event.type === 'error');
      expect(errorEvent).toMatchObject({ type: 'error', source: 'RatePicker', error: { kind: 'api', status: 502 } });

      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await loadedRadios()).toHaveLength(5);
      expect(picker()).toHaveAttribute('data-state', 'ready');
    });

    it('retries a failed quote by quoting again', async () => {
      server.use(...rateHandlers.fails(502));
      const onLoadError = vi.fn();
      const { user } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} onLoadError={onLoadError} />);
      const alert = await screen.findByRole('alert');
      expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 502 }));

      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await loadedRadios()).toHaveLength(5);
    });
  });

  describe('with a cart total (service groups)', () => {
    async function setUp(cartAmount: string) {
      const shipment = await quotedShipment();
      const groups = await listServiceGroups(merchantApi());
      const onServiceGroupChange = vi.fn();
      const onValueChange = vi.fn();
      const utils = renderWithElements(
        <RatePicker
          shipmentId={shipment.id}
          cartTotal={{ amount: cartAmount, currency: 'USD' }}
          onServiceGroupChange={onServiceGroupChange}
          onValueChange={onValueChange}
        />,
      );
      await loadedRadios();
      return { ...utils, shipment, groups, onServiceGroupChange, onValueChange };
    }

    it('prices a LIVE_RATE group at its cheapest matching rate changed by rate_adjustment, exactly', async () => {
      const { user, shipment, groups, onServiceGroupChange, onValueChange } = await setUp('50.00');
      expect(screen.getByRole('group', { name: 'Delivery options' })).toBeInTheDocument();
      const live = groups.find((group) => group.type === 'LIVE_RATE')!;
      const matching = shipment.rates.filter((rate) =>
        live.service_levels!.some((level) => level.service_level_token === rate.servicelevel.token && level.account_object_id === rate.carrier_account),
      );
      const cheapest = matching.reduce((best, rate) => (toCents(rate.amount) < toCents(best.amount) ? rate : best));
      // Independent oracle: integer cents, rounded half up.
      const expected = fromCents(Math.floor((toCents(cheapest.amount) * (100 + (live.rate_adjustment ?? 0)) + 50) / 100));

      const radio = screen.getByRole('radio', { name: `${live.name} ${english.money(expected, 'USD')}` });
      expect(radio).toHaveAccessibleDescription(containing(`Ships with ${cheapest.provider} (${cheapest.servicelevel.name})`));
      await user.click(radio);
      expect(onServiceGroupChange).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ object_id: live.object_id }),
        expect.objectContaining({ amount: expected, currency: 'USD', pricing: 'live-rate' }),
      );
      expect(onServiceGroupChange.mock.calls[0]?.[1]).toMatchObject({ rate: { object_id: cheapest.object_id } });
      expect(onValueChange).toHaveBeenCalledWith(cheapest.object_id, expect.objectContaining({ object_id: cheapest.object_id }));
      expect(radio).toBeChecked();
    });

    it('offers a FLAT_RATE group at its flat rate', async () => {
      const { groups } = await setUp('50.00');
      const flat = groups.find((group) => group.type === 'FLAT_RATE')!;
      const radio = screen.getByRole('radio', { name: `${flat.name} ${english.money(flat.flat_rate!, flat.flat_rate_currency!)}` });
      expect(radio).toHaveAccessibleDescription(containing('Flat rate'));
    });

    it('offers FREE_SHIPPING only when the cart total is above the threshold', async () => {
      const { groups, unmount } = await setUp('75.00');
      const free = groups.find((group) => group.type === 'FREE_SHIPPING')!;
      expect(free.free_shipping_threshold_min).toBe('75.00');
      expect(screen.queryByRole('radio', { name: new RegExp(free.name) })).not.toBeInTheDocument();
      unmount();

      await setUp('75.01');
      expect(screen.getByRole('radio', { name: `${free.name} Free` })).toBeInTheDocument();
    });
  });

  describe('with hundreds of rates', () => {
    /** 300 rates, expanded, in a 400 px box of 80 px rows (jsdom lays nothing out). */
    async function setUpLongList() {
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(80);
      server.use(...rateHandlers.many(300));
      const onValueChange = vi.fn();
      const utils = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} onValueChange={onValueChange} />);
      await loadedRadios();
      await utils.user.click(screen.getByRole('button', { name: 'Show all 300 options' }));
      return { ...utils, onValueChange, list: screen.getByRole('radiogroup') };
    }

    function scrollList(list: HTMLElement, offset: number) {
      list.scrollTop = offset;
      fireEvent.scroll(list);
    }

    /** The radio at `position` (1-based) in the whole list, if it is rendered. */
    function radioAt(position: number): HTMLInputElement | undefined {
      return radios().find((radio) => radio.getAttribute('aria-posinset') === String(position));
    }

    it('renders only the options in view, keeps the selected one rendered, and selection still works', async () => {
      const { user, onValueChange, list } = await setUpLongList();
      const rendered = radios();
      expect(rendered.length).toBeGreaterThan(0);
      expect(rendered.length).toBeLessThan(30);
      // Screen readers still hear each option's place in the whole list.
      expect(rendered[0]).toHaveAttribute('aria-setsize', '300');

      const third = rendered[2]!;
      await user.click(third);
      expect(onValueChange).toHaveBeenCalledWith(third.value, expect.objectContaining({ object_id: third.value }));
      expect(third).toBeChecked();

      const ninth = rendered[8]!;
      scrollList(list, 80 * 250);
      await waitFor(() => expect(ninth).not.toBeInTheDocument());
      // Rows not measured yet count at the estimate (88 px here, 80 px measured), so the window
      // sits between options 228 (every row estimated) and 251 (every row measured), wherever
      // the measuring has got to; beyond it only the pinned options: both ends and the selection.
      const pinned = new Set(['1', '2', '3', '4', '300']);
      const windowed = radios()
        .map((radio) => Number(radio.getAttribute('aria-posinset')))
        .filter((position) => !pinned.has(String(position)));
      expect(windowed.length).toBeGreaterThan(4);
      expect(Math.min(...windowed)).toBeGreaterThan(200);
      expect(Math.max(...windowed)).toBeLessThan(280);
      expect(windowed.some((position) => position >= 228 && position <= 251)).toBe(true);
      expect(radios().length).toBeLessThan(30);
      // The checked radio stays in the DOM so Tab still lands on it.
      expect(radios().find((radio) => radio.value === third.value)).toBeChecked();
    });

    it('moves to the next option with the arrow keys wherever the list is scrolled, and wraps around', async () => {
      const { user, onValueChange, list } = await setUpLongList();
      const third = radioAt(3)!;
      await user.click(third);
      // Scrolled far away, the checked option is still the one the arrow keys start from.
      const ninth = radioAt(9);
      scrollList(list, 80 * 150);
      await waitFor(() => expect(ninth).not.toBeInTheDocument());
      await user.keyboard('{ArrowDown}');
      expect(radioAt(4)).toBeChecked();
      expect(radioAt(4)).toHaveFocus();
      expect(onValueChange).toHaveBeenLastCalledWith(radioAt(4)!.value, expect.objectContaining({ object_id: radioAt(4)!.value }));

      // From the last option, ArrowDown wraps to the first, as in a short list.
      scrollList(list, 100_000);
      await user.click(radioAt(300)!);
      await user.keyboard('{ArrowDown}');
      expect(radioAt(1)).toBeChecked();
      expect(radioAt(1)).toHaveFocus();
    });
    it('keeps the focused option rendered while focus is in it, wherever the list is scrolled', async () => {
      const onValueChange = vi.fn();
      server.use(...rateHandlers.many(300));
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(80);
      // Controlled with nothing selected: a click focuses the radio but checks nothing.
      const { user } = renderWithElements(
        <RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} value={null} onValueChange={onValueChange} collapsedCount={Infinity} />,
      );
      await loadedRadios();
      const list = screen.getByRole('radiogroup');
      const tenth = radioAt(10)!;
      await user.click(tenth);
      expect(tenth).toHaveFocus();
      expect(tenth).not.toBeChecked();
      scrollList(list, 80 * 200);
      await waitFor(() => expect(radioAt(14)).toBeUndefined());
      // The focused radio and its neighbours stay, so focus is never unmounted under the user.
      expect(tenth).toBeInTheDocument();
      expect(tenth).toHaveFocus();
      expect(radioAt(9)).toBeInTheDocument();
      expect(radioAt(11)).toBeInTheDocument();

      // Once focus leaves the list, the option is let go.
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await waitFor(() => expect(tenth).not.toBeInTheDocument());
    });

    it('tells assistive technology each option\'s place in the whole list', async () => {
      await setUpLongList();
      for (const radio of radios()) {
        expect(radio).toHaveAttribute('aria-setsize', '300');
        expect(Number(radio.getAttribute('aria-posinset'))).toBeGreaterThanOrEqual(1);
      }
      expect(radioAt(1)).toBeInTheDocument();
      expect(radioAt(300)).toBeInTheDocument();
    });
  });

  describe('in German', () => {
    it('shows German strings and German number formats', async () => {
      const shipment = await quotedShipment();
      const german = createFormatters('de');
      renderWithElements(<RatePicker shipmentId={shipment.id} collapsedCount={Infinity} />, { provider: { locale: 'de' } });
      await loadedRadios();
      expect(screen.getByRole('group', { name: 'Versandoptionen' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeInTheDocument();
      const ground = shipment.rates.find((rate) => rate.servicelevel.token === 'parcelwise_ground')!;
      const radio = screen.getByRole('radio', { name: rateName(ground, german) });
      expect(german.money(ground.amount, 'USD')).toMatch(/^\d+,\d{2}\s\$$/);
      expect(radio).toHaveAccessibleDescription(/\d+ Werktage?/);
    });
  });

  describe('accessibility', () => {
    it('has no axe violations while loading', async () => {
      server.use(...rateHandlers.pending());
      const { container } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} />);
      expect(await screen.findByRole('status')).toHaveTextContent('Getting shipping options…');
      expect(picker()).toHaveAttribute('aria-busy', 'true');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations once loaded', async () => {
      const { container } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={{ ...RECIPIENT, name: 'Timeout Tester' }} parcels={[BOX]} />);
      await loadedRadios();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations when empty', async () => {
      const { container } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[{ ...BOX, weight: '200' }]} />);
      await screen.findByText(/The carriers gave these reasons/);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations in the error state', async () => {
      server.use(...rateHandlers.fails(502));
      const { container } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} />);
      await screen.findByRole('alert');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations with service groups', async () => {
      const { container } = renderWithElements(
        <RatePicker addressFrom={SENDER} addressTo={RECIPIENT} parcels={[BOX]} cartTotal={{ amount: '100.00', currency: 'USD' }} />,
      );
      await loadedRadios();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
