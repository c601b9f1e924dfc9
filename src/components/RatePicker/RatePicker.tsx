'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Rate, RateAttribute } from '../../api/resources/rates';
import type { Message } from '../../api/resources/shared';
import type { ServiceGroup } from '../../api/resources/service-groups';
import type { ShipmentInput } from '../../api/resources/shipments';
import { useControllableState } from '../../internal/use-controllable-state';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useWindowedList } from '../../internal/use-windowed-list';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { useServiceGroups } from '../../queries/catalog';
import { isRatedShipment, useCreateShipment, useShipment, useShipmentRates } from '../../queries/shipments';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { carrierNames, filterRates, hasActiveFilters, NO_FILTERS, withoutHiddenServiceLevels, type RateFilters } from './filter-rates';
import { RateOption, type RateOptionSubject } from './RateOption';
import { serviceGroupOptions, type CartTotal, type ServiceGroupOption } from './service-group-options';
import { isRateSort, RATE_SORTS, sortRates, type RateSort } from './sort-rates';

// ---------------------------------------------------------------------------------------------
// Props
// ---------------------------------------------------------------------------------------------

/** Props every RatePicker takes, whichever way it gets its rates. */
export interface RatePickerBaseProps
  extends Omit<React.ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'defaultValue' | 'name' | 'children'> {
  /**
   * Id of the selected option: a rate's `object_id`, or with `cartTotal`, a service group's
   * `object_id`. Setting it makes the picker controlled: clicks then only call `onValueChange`
   * until you pass the new value. Pass `null` for "nothing selected".
   */
  value?: string | null | undefined;
  /**
   * Id of the option selected on first render when uncontrolled.
   * @default null
   */
  defaultValue?: string | null | undefined;
  /**
   * Called when the user picks a rate, with its id and the rate. With `cartTotal`, called with the
   * rate behind the chosen service group, when there is one.
   */
  onValueChange?: ((rateId: string, rate: Rate) => void) | undefined;
  /**
   * Order of the options. Setting it makes the sort controlled; pair it with `onSortChange`.
   * Ignored with `cartTotal` (service groups keep the merchant's order).
   */
  sort?: RateSort | undefined;
  /**
   * Order on first render when the sort is uncontrolled.
   * @default 'price'
   */
  defaultSort?: RateSort | undefined;
  /** Called when the user picks another order. */
  onSortChange?: ((sort: RateSort) => void) | undefined;
  /**
   * Carrier and attribute filters. Setting it makes the filters controlled; pair it with
   * `onFiltersChange`. Ignored with `cartTotal`.
   */
  filters?: RateFilters | undefined;
  /**
   * Filters on first render when uncontrolled.
   * @default { carrier: null, attributes: [] }
   */
  defaultFilters?: RateFilters | undefined;
  /** Called when the user changes or clears the filters. */
  onFiltersChange?: ((filters: RateFilters) => void) | undefined;
  /**
   * Service level tokens (`servicelevel.token`, for example `'parcelwise_ground'`) listed first,
   * in this order, whatever the sort.
   * @default []
   */
  preferredServiceLevels?: readonly string[] | undefined;
  /**
   * Service level tokens never offered. When they hide every rate, the picker says there are no
   * options (not that the filters match nothing), since the user cannot undo it.
   * @default []
   */
  hiddenServiceLevels?: readonly string[] | undefined;
  /**
   * How many options show before a "Show all" button. Pass `Infinity` to always show every
   * option. Long lists (over 50 options) are virtualized once expanded.
   * @default 5
   */
  collapsedCount?: number | undefined;
  /**
   * The cart's item total. When given, the picker offers the merchant's service groups
   * (`GET /service-groups`) instead of raw rates: `LIVE_RATE` groups at their cheapest matching
   * rate changed by `rate_adjustment`, `FLAT_RATE` groups at `flat_rate`, and `FREE_SHIPPING`
   * groups at zero when the total is greater than their threshold in the same currency.
   * Adding or removing it later remounts the picker's contents.
   */
  cartTotal?: CartTotal | undefined;
  /**
   * Called with the group and its priced option when the user picks a service group (only with
   * `cartTotal`).
   */
  onServiceGroupChange?: ((group: ServiceGroup, option: ServiceGroupOption) => void) | undefined;
  /**
   * Called when quoting or loading fails. The picker still shows its own error with a retry
   * button, and the provider's `onEvent` receives an `error` event with `source: 'RatePicker'`.
   */
  onLoadError?: ((error: ShippingElementsError) => void) | undefined;
  /**
   * `name` of the radios, so a surrounding `<form>` submits the selected id under it.
   * @default a generated name
   */
  name?: string | undefined;
}

/** Lists the rates of an existing shipment. */
export interface RatePickerShipmentSource {
  /** The shipment whose rates are listed. An async shipment shows the loading state until it is rated. */
  shipmentId: string;
  /** Only when quoting: not with `shipmentId`. */
  addressFrom?: never;
  /** Only when quoting: not with `shipmentId`. */
  addressTo?: never;
  /** Only when quoting: not with `shipmentId`. */
  parcels?: never;
  /** Only when quoting: not with `shipmentId`. */
  extra?: never;
  /** Only when quoting: not with `shipmentId`. */
  carrierAccounts?: never;
}

/** Quotes addresses and parcels itself: the picker creates the shipment. */
export interface RatePickerQuoteSource {
  /** Only for an existing shipment: not with the addresses and parcels to quote. */
  shipmentId?: never;
  /** Sender: an address id or a full address. */
  addressFrom: ShipmentInput['address_from'];
  /** Recipient: an address id or a full address. */
  addressTo: ShipmentInput['address_to'];
  /** Parcel ids or full parcels; at least one. */
  parcels: ShipmentInput['parcels'];
  /** Shipment options that change the price (insurance, signature, Saturday delivery, …). */
  extra?: ShipmentInput['extra'] | undefined;
  /** Carrier account ids to quote; every active account when omitted. */
  carrierAccounts?: string[] | undefined;
}

/**
 * Props of {@link RatePicker}: the shared props, plus exactly one source of rates, either
 * `shipmentId` or `addressFrom` + `addressTo` + `parcels`.
 */
export type RatePickerProps = RatePickerBaseProps & (RatePickerShipmentSource | RatePickerQuoteSource);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Past this many visible options, only the rows in view are rendered. */
const VIRTUALIZE_AFTER = 50;
/** Guess of an option's height in px until the first options are measured (server render included). */
const ESTIMATED_OPTION_HEIGHT = 88;
/** Height in px of the scrolling box until it is measured: the default `--se-rate-picker-max-height` (28rem). */
const INITIAL_LIST_HEIGHT = 448;
/** Options rendered beyond each edge of the scrolling box. */
const OVERSCAN = 6;
const EMPTY_RATES: readonly Rate[] = [];
const EMPTY_GROUPS: readonly ServiceGroup[] = [];

interface PickerOption {
  value: string;
  subject: RateOptionSubject;
}

// Mirrors the query layer's notion of "rated": an async shipment has no rates while it is queued.

/** JSON with object keys sorted, so the same quote written in another key order is the same quote. */
function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0)))
      : nested,
  );
}

function carrierMessageText(message: Message, messages: Messages, locale: string): string {
  const carrier = message.source ?? '';
  if (message.code === 'carrier_timeout' && carrier !== '') {
    return formatMessage(messages.ratePicker.carrierTimeout, { carrier }, locale);
  }
  const text = message.text ?? message.code ?? '';
  return carrier === '' ? text : formatMessage(messages.ratePicker.carrierMessage, { carrier, text }, locale);
}

// ---------------------------------------------------------------------------------------------
// RatePicker
// ---------------------------------------------------------------------------------------------

/**
 * Shows the shipping rates of a shipment as a radio group and lets the user pick one, with
 * sorting, filters, carrier messages and, given a cart total, the merchant's service groups.
 *
 * @remarks
 * **Sources.** Pass exactly one: `shipmentId` (an existing shipment), or `addressFrom`,
 * `addressTo` and `parcels` (with optional `extra` and `carrierAccounts`), in which case the
 * picker creates the shipment (`async: false`) once per distinct input and lists its rates.
 *
 * **Accessibility.** A native `fieldset` with a `legend` and native radios: Tab enters the group,
 * the arrow keys move and select, Space selects. Works without the kit's stylesheet. Long lists
 * are virtualized: the selected and the focused option always stay rendered with their
 * neighbours (so the arrow keys reach the right option wherever the list is scrolled), and each
 * radio gives its place in the whole list (`aria-posinset`, `aria-setsize`).
 *
 * **Styling contract** (`data-se-part`, with `data-state` and other attributes):
 * - `rate-picker`: the root `fieldset`; `data-state="loading" | "error" | "empty" | "ready"`.
 * - `rate-picker-legend`, `rate-picker-controls`, `rate-picker-sort`, `rate-picker-carrier-filter`,
 *   `rate-picker-attribute-filter`, `rate-picker-messages`, `rate-picker-message` (`data-code`),
 *   `rate-picker-empty` (`data-reason="no-rates" | "filters"`), `rate-picker-options`
 *   (`data-virtualized` when virtualized), `rate-picker-toggle`.
 * - `rate-option`: one option; `data-state="checked" | "unchecked"`, `data-kind="rate" |
 *   "service-group"`, `data-attributes` (for example `"CHEAPEST FASTEST"`, match with `~=`),
 *   `data-pricing="live-rate" | "flat-rate" | "free-shipping"` on service group options.
 * - Inside an option: `rate-option-input`, `rate-option-logo`, `rate-option-title`,
 *   `rate-option-carrier`, `rate-option-service`, `rate-option-price`, `rate-option-details`,
 *   `rate-option-local-price`, `rate-option-days`, `rate-option-arrives-by`, `rate-option-terms`,
 *   `rate-option-insurance`, `rate-option-description`, `rate-option-pricing`,
 *   `rate-option-carrier-service`, `rate-option-badges`, `rate-option-badge` (`data-attribute`).
 * - CSS variables: `--se-rate-picker-gap`, `--se-rate-picker-max-height` (height of a
 *   virtualized list).
 *
 * @example
 * // Rates of a shipment your backend created:
 * <RatePicker shipmentId={shipment.object_id} onValueChange={(rateId) => setRateId(rateId)} />
 *
 * @example
 * // Quote at checkout and offer the merchant's service groups:
 * <RatePicker
 *   addressFrom={warehouse}
 *   addressTo={customerAddress}
 *   parcels={[{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }]}
 *   cartTotal={{ amount: '82.50', currency: 'USD' }}
 *   onServiceGroupChange={(group, option) => setShipping(option.amount)}
 * />
 */
export const RatePicker = /* @__PURE__ */ React.forwardRef<HTMLFieldSetElement, RatePickerProps>(function RatePicker(props, forwardedRef) {
  // Service groups are only fetched when the host asks for them; hooks cannot be called
  // conditionally, so that query lives in a wrapper rendered only with a cart total.
  if (props.cartTotal === undefined) {
    return <RatePickerContent {...props} forwardedRef={forwardedRef} serviceGroups={undefined} />;
  }
  return <RatePickerWithServiceGroups {...props} forwardedRef={forwardedRef} />;
});
// Minifiers rename functions; DevTools and error messages keep this name.
RatePicker.displayName = 'RatePicker';

type OuterProps = RatePickerProps & { forwardedRef: React.ForwardedRef<HTMLFieldSetElement> };

type ContentProps = OuterProps & { serviceGroups: ReturnType<typeof useServiceGroups> | undefined };

function RatePickerWithServiceGroups(props: OuterProps): React.JSX.Element {
  const serviceGroups = useServiceGroups();
  return <RatePickerContent {...props} serviceGroups={serviceGroups} />;
}

function RatePickerContent(props: ContentProps): React.JSX.Element {
  const {
    shipmentId: shipmentIdProp,
    addressFrom,
    addressTo,
    parcels,
    extra,
    carrierAccounts,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    sort: sortProp,
    defaultSort = 'price',
    onSortChange,
    filters: filtersProp,
    defaultFilters = NO_FILTERS,
    onFiltersChange,
    preferredServiceLevels,
    hiddenServiceLevels,
    collapsedCount = 5,
    cartTotal,
    onServiceGroupChange,
    onLoadError,
    name: nameProp,
    style,
    forwardedRef,
    serviceGroups,
    ...fieldsetProps
  } = props;
  const { messages, locale, themeRoot, emit } = useShippingElements('RatePicker');
  const generatedId = React.useId();
  const radioName = nameProp ?? `${generatedId}-rate`;
  const legendId = `${generatedId}-legend`;
  const listId = `${generatedId}-options`;
  const carrierSelectRef = React.useRef<HTMLSelectElement>(null);

  // --- Source: an existing shipment, or one the picker quotes ----------------------------------

  const quoting = shipmentIdProp === undefined;
  const quoteKey =
    quoting && addressFrom !== undefined && addressTo !== undefined && parcels !== undefined
      ? stableStringify({ address_from: addressFrom, address_to: addressTo, parcels, extra, carrier_accounts: carrierAccounts, async: false })
      : null;
  const createShipment = useCreateShipment();
  const { mutate: quote } = createShipment;
  // The last quote requested, so a re-render, a host passing equal inline objects, or Strict
  // Mode's double effect never creates a second shipment for the same input.
  const requestedQuoteKey = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (quoteKey === null || requestedQuoteKey.current === quoteKey) {
      return;
    }
    requestedQuoteKey.current = quoteKey;
    quote(JSON.parse(quoteKey) as ShipmentInput);
  }, [quoteKey, quote]);

  React.useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && shipmentIdProp !== undefined && addressFrom !== undefined) {
      console.warn(
        '<RatePicker> received both `shipmentId` and `addressFrom`; it lists the rates of `shipmentId`. Pass either an existing shipment or the addresses and parcels to quote, not both.',
      );
    }
  }, [shipmentIdProp, addressFrom]);

  // Without a complete input there is nothing to show, not even the last quote.
  const shipmentId = quoting ? (quoteKey === null ? undefined : createShipment.data?.object_id) : shipmentIdProp;
  const shipment = useShipment(shipmentId);
  const rated = shipment.data !== undefined && isRatedShipment(shipment.data);
  // Waiting for the shipment to be rated avoids showing an async shipment as "no rates".
  const rates = useShipmentRates({ shipmentId: shipmentId ?? '' }, { enabled: rated });

  // --- Status --------------------------------------------------------------------------------

  // A query that failed and is not being retried. A failed background refresh keeps its data,
  // so the user keeps the list rather than an error.
  const failedQuery = [shipment, rates, serviceGroups].find(
    (query) => query !== undefined && query.isLoadingError && query.fetchStatus !== 'fetching',
  );
  const loadError: ShippingElementsError | null = quoting && createShipment.isError ? createShipment.error : (failedQuery?.error ?? null);
  const pending =
    (quoting && (quoteKey === null || !createShipment.isSuccess)) ||
    shipment.data === undefined ||
    !rated ||
    rates.data === undefined ||
    (serviceGroups !== undefined && serviceGroups.data === undefined);

  const reportLoadError = useLatestCallback(onLoadError);
  React.useEffect(() => {
    if (loadError) {
      reportLoadError(loadError);
      emit({ type: 'error', error: loadError, source: 'RatePicker' });
    }
  }, [loadError, reportLoadError, emit]);

  const retry = () => {
    if (quoting && createShipment.isError && quoteKey !== null) {
      quote(JSON.parse(quoteKey) as ShipmentInput);
      return;
    }
    for (const query of [shipment, rates, serviceGroups]) {
      if (query?.isLoadingError) {
        void query.refetch();
      }
    }
  };

  // --- Selection, sort, filters --------------------------------------------------------------

  const [value, setValue] = useControllableState<string | null>({ prop: valueProp, defaultProp: defaultValue, caller: 'RatePicker' });
  const [sort, setSort] = useControllableState<RateSort>({ prop: sortProp, defaultProp: defaultSort, onChange: onSortChange, caller: 'RatePicker' });
  const [filters, setFilters] = useControllableState<RateFilters>({
    prop: filtersProp,
    defaultProp: defaultFilters,
    onChange: onFiltersChange,
    caller: 'RatePicker',
  });
  const [expanded, setExpanded] = React.useState(false);

  // --- Options -------------------------------------------------------------------------------

  const allRates = rates.data?.results ?? EMPTY_RATES;
  const groupsMode = serviceGroups !== undefined;
  const groups = serviceGroups?.data ?? EMPTY_GROUPS;
  const offeredRates = React.useMemo(() => withoutHiddenServiceLevels(allRates, hiddenServiceLevels), [allRates, hiddenServiceLevels]);
  const options = React.useMemo<PickerOption[]>(() => {
    if (groupsMode) {
      return cartTotal === undefined
        ? []
        : serviceGroupOptions(groups, allRates, cartTotal).map((option) => ({ value: option.id, subject: { kind: 'service-group', option } }));
    }
    const sorted = sortRates(offeredRates, { sort, preferredServiceLevels, locale });
    return filterRates(sorted, filters).map((rate) => ({ value: rate.object_id, subject: { kind: 'rate', rate } }));
  }, [groupsMode, cartTotal, groups, allRates, offeredRates, sort, preferredServiceLevels, locale, filters]);

  const select = useLatestCallback((optionValue: string) => {
    const option = options.find((candidate) => candidate.value === optionValue);
    if (!option) {
      return;
    }
    setValue(optionValue);
    if (option.subject.kind === 'rate') {
      onValueChange?.(option.subject.rate.object_id, option.subject.rate);
      return;
    }
    const groupOption = option.subject.option;
    onServiceGroupChange?.(groupOption.group, groupOption);
    if (groupOption.rate) {
      onValueChange?.(groupOption.rate.object_id, groupOption.rate);
    }
  });

  const selectedIndex = options.findIndex((option) => option.value === value);
  const limit = Number.isFinite(collapsedCount) ? Math.max(0, Math.floor(collapsedCount)) : Number.POSITIVE_INFINITY;
  const collapsible = options.length > limit;
  let shownOptions = options;
  if (collapsible && !expanded) {
    shownOptions = options.slice(0, limit);
    // The selected option stays visible even when it sorts below the fold.
    const selected = options[selectedIndex];
    if (selected && selectedIndex >= limit) {
      shownOptions = [...shownOptions, selected];
    }
  }

  const state: 'loading' | 'error' | 'empty' | 'ready' = loadError ? 'error' : pending ? 'loading' : options.length === 0 ? 'empty' : 'ready';
  const carrierMessages = shipment.data?.messages ?? [];
  const filtered = !groupsMode && offeredRates.length > 0 && hasActiveFilters(filters);
  const emptyBecauseOfFilters = state === 'empty' && filtered;
  const showControls = !groupsMode && offeredRates.length > 1;
  const carriers = carrierNames(offeredRates, locale);

  const clearFilters = () => {
    setFilters(NO_FILTERS);
    // The clear button disappears with the empty state; keep focus on the filters.
    carrierSelectRef.current?.focus();
  };

  const toggleAttribute = (attribute: RateAttribute, checked: boolean) => {
    const attributes = checked ? [...filters.attributes, attribute] : filters.attributes.filter((candidate) => candidate !== attribute);
    setFilters({ ...filters, attributes });
  };

  const renderOption = (option: PickerOption, virtualItem?: VirtualItem, measure?: (element: HTMLElement | null) => void) => (
    <RateOption
      key={option.value}
      ref={measure}
      name={radioName}
      value={option.value}
      checked={option.value === value}
      onSelect={select}
      subject={option.subject}
      virtualIndex={virtualItem?.index}
      virtualStart={virtualItem?.start}
      virtualCount={virtualItem?.count}
    />
  );

  const messageList =
    carrierMessages.length > 0 ? (
      <ul data-se-part="rate-picker-message-list">
        {carrierMessages.map((message, index) => (
          <li key={`${message.code ?? ''}-${index}`} data-se-part="rate-picker-message" data-code={message.code ?? undefined}>
            {carrierMessageText(message, messages, locale)}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <fieldset
      ref={forwardedRef}
      {...themeRoot.attributes}
      {...fieldsetProps}
      style={{ ...themeRoot.style, ...style }}
      data-se-part="rate-picker"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      <legend id={legendId} data-se-part="rate-picker-legend">
        {groupsMode ? messages.ratePicker.serviceGroupsHeading : messages.ratePicker.legend}
      </legend>

      {state === 'loading' && <Skeleton rows={3} label={messages.ratePicker.loading} />}

      {state === 'error' && loadError && <ErrorNotice error={loadError} onRetry={retry} />}

      {(state === 'ready' || state === 'empty') && showControls && (
        <div data-se-part="rate-picker-controls">
          <Field label={messages.ratePicker.sortBy} part="rate-picker-sort">
            {(control) => (
              <select
                {...control}
                value={sort}
                onChange={(event) => {
                  if (isRateSort(event.target.value)) {
                    setSort(event.target.value);
                  }
                }}
              >
                {RATE_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {messages.ratePicker.sortOptions[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={messages.ratePicker.filters.carrier} part="rate-picker-carrier-filter">
            {(control) => (
              <select
                {...control}
                ref={carrierSelectRef}
                value={filters.carrier ?? ''}
                onChange={(event) => setFilters({ ...filters, carrier: event.target.value === '' ? null : event.target.value })}
              >
                <option value="">{messages.ratePicker.filters.allCarriers}</option>
                {carriers.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset data-se-part="rate-picker-attribute-filter">
            <legend>{messages.ratePicker.filters.attributes}</legend>
            {(['CHEAPEST', 'FASTEST', 'BESTVALUE'] as const).map((attribute) => (
              <label key={attribute} data-se-part="rate-picker-attribute">
                <input
                  type="checkbox"
                  checked={filters.attributes.includes(attribute)}
                  onChange={(event) => toggleAttribute(attribute, event.target.checked)}
                />{' '}
                {messages.rateAttributes[attribute]}
              </label>
            ))}
          </fieldset>
        </div>
      )}

      {state === 'ready' && messageList && (
        <div data-se-part="rate-picker-messages">
          <p data-se-part="rate-picker-messages-heading">{messages.ratePicker.carrierMessagesHeading}</p>
          {messageList}
        </div>
      )}

      {state === 'empty' && (
        // A status region, so a filter change that leaves nothing is announced.
        <div data-se-part="rate-picker-empty" data-reason={emptyBecauseOfFilters ? 'filters' : 'no-rates'} role="status">
          {emptyBecauseOfFilters ? (
            <>
              <p>{messages.ratePicker.emptyAfterFilters}</p>
              <Button variant="secondary" onClick={clearFilters}>
                {messages.ratePicker.filters.clear}
              </Button>
            </>
          ) : (
            <>
              <p>{messageList ? messages.ratePicker.emptyWithReasons : messages.ratePicker.empty}</p>
              {messageList}
            </>
          )}
        </div>
      )}

      {state === 'ready' &&
        (shownOptions.length > VIRTUALIZE_AFTER ? (
          <VirtualOptionList
            id={listId}
            labelledBy={legendId}
            options={shownOptions}
            selectedIndex={shownOptions.findIndex((option) => option.value === value)}
            renderOption={renderOption}
          />
        ) : (
          <div id={listId} role="radiogroup" aria-labelledby={legendId} data-se-part="rate-picker-options">
            {shownOptions.map((option) => renderOption(option))}
          </div>
        ))}

      {state === 'ready' && collapsible && (
        <div data-se-part="rate-picker-toggle">
          <Button variant="secondary" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {expanded
              ? messages.ratePicker.showFewer
              : formatMessage(messages.ratePicker.showAll, { count: options.length }, locale)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// VirtualOptionList
// ---------------------------------------------------------------------------------------------

/** Where a rendered option sits in a virtualized list. */
interface VirtualItem {
  index: number;
  /** Offset in px from the top of the list. */
  start: number;
  /** Number of options in the whole list. */
  count: number;
}

interface VirtualOptionListProps {
  id: string;
  labelledBy: string;
  options: readonly PickerOption[];
  /** Index of the checked option in `options`, or -1. */
  selectedIndex: number;
  renderOption: (option: PickerOption, virtualItem: VirtualItem, measure: (element: HTMLElement | null) => void) => React.ReactNode;
}

/**
 * Renders only the options in view (plus a few either side) in a scrolling box. Its own
 * component, so scrolling re-renders the list and not the whole picker.
 */
function VirtualOptionList({ id, labelledBy, options, selectedIndex, renderOption }: VirtualOptionListProps): React.JSX.Element {
  const keys = React.useMemo(() => options.map((option) => option.value), [options]);
  // The checked radio stays in the DOM when scrolled away: Tab then still lands on it, the
  // browser's radio group (which only knows rendered radios) still has a checked member, and
  // with its neighbours rendered too, the arrow keys move from it to the real next option.
  const { rows, totalSize, containerProps, measureRow } = useWindowedList({
    keys,
    estimateSize: ESTIMATED_OPTION_HEIGHT,
    initialViewportSize: INITIAL_LIST_HEIGHT,
    overscan: OVERSCAN,
    pinnedIndexes: [selectedIndex],
  });

  return (
    <div
      {...containerProps}
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      data-se-part="rate-picker-options"
      data-virtualized=""
      // Functional styles, kept inline so virtualization works without the kit's stylesheet.
      style={{ ...containerProps.style, maxBlockSize: 'var(--se-rate-picker-max-height, 28rem)', position: 'relative' }}
    >
      <div style={{ blockSize: totalSize, position: 'relative' }}>
        {rows.map((row) => {
          const option = options[row.index];
          return option ? renderOption(option, { index: row.index, start: row.start, count: options.length }, measureRow) : null;
        })}
      </div>
    </div>
  );
}
