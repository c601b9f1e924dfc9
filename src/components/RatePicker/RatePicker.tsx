'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Rate } from '../../api/resources/rates';
import type { ServiceGroup } from '../../api/resources/service-groups';
import type { ShipmentInput } from '../../api/resources/shipments';
import { useControllableState } from '../../internal/use-controllable-state';
import { ratePicker } from '../../locales/en/rate-picker';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useServiceGroups } from '../../queries/service-groups';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { CarrierMessages, EmptyNotice } from './CarrierMessages';
import { carrierNames, hasActiveFilters, NO_FILTERS, withoutHiddenServiceLevels, type RateFilters } from './filter-rates';
import { collapsedOptions, pickerOptions } from './picker-options';
import { ratePickerViewOf } from './rate-picker-view';
import { invalidQuoteInput } from './quote-error';
import { RateOptionList } from './RateOptionList';
import { RatePickerToolbar } from './RatePickerToolbar';
import type { CartTotal, ServiceGroupOption } from './service-group-options';
import type { RateSort } from './sort-rates';
import { useRateSelection } from './use-rate-selection';
import { useRateSource } from './use-rate-source';

// The picker in parts: `use-rate-source` loads the rates (or quotes them), `picker-options` sorts,
// filters and collapses them, `use-rate-selection` holds the pick, `rate-picker-view` names the
// one state the picker is in, and `RatePickerToolbar`, `CarrierMessages` and `RateOptionList`
// (plain or virtualized) render the parts. This file holds the props and puts the parts together.
// The root is ui/BlockFrame as a `fieldset`, not a `section`: its `legend` names the radio group,
// a host's `disabled` disables every radio, it joins a surrounding form's elements, and its ref
// (`HTMLFieldSetElement`) is public API.

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
   * Called with the selected id when that option no longer exists: the picker quoted new input
   * (a rate id belongs to one shipment, so a new weight means new rates), or a service group is
   * no longer offered. The picker then shows nothing selected; clear your own copy of the
   * selection (a controlled picker: pass `value={null}`). A rate hidden by the user's filters
   * still exists and stays selected.
   */
  onValueClear?: ((staleId: string) => void) | undefined;
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
 *   `rate-picker-attribute-filter` (with `rate-picker-attributes`, the row of its checkboxes, and
 *   `rate-picker-attribute`, each), `rate-picker-messages`, `rate-picker-message` (`data-code`),
 *   `rate-picker-empty` (`data-reason="no-rates" | "filters"`), `rate-picker-options`
 *   (`data-virtualized` when virtualized), `rate-picker-toggle`.
 * - `rate-option`: one option; `data-state="checked" | "unchecked"`, `data-kind="rate" |
 *   "service-group"`, `data-attributes` (for example `"CHEAPEST FASTEST"`, match with `~=`),
 *   `data-pricing="live-rate" | "flat-rate" | "free-shipping"` on service group options.
 * - Inside an option: `rate-option-input`, `rate-option-logo`, `rate-option-title`,
 *   `rate-option-carrier`, `rate-option-service`, `rate-option-price`, `rate-option-details`,
 *   `rate-option-local-price`, `rate-option-days`, `rate-option-arrives-by`, `rate-option-terms` (the carrier's English terms, with English text only and only when the rate has no estimated days),
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
  // One tree with or without a cart total: switching to checkout options keeps the picker mounted,
  // so a pick that no longer exists among the service groups is cleared and `onValueClear` tells
  // the host (a remount would drop it silently). Service groups are fetched only with a cart total.
  const groups = useServiceGroups({ enabled: props.cartTotal !== undefined });
  return <RatePickerContent {...props} forwardedRef={forwardedRef} serviceGroups={props.cartTotal === undefined ? undefined : groups} />;
});
// Minifiers rename functions; DevTools and error messages keep this name.
RatePicker.displayName = 'RatePicker';

type OuterProps = RatePickerProps & { forwardedRef: React.ForwardedRef<HTMLFieldSetElement> };

type ContentProps = OuterProps & { serviceGroups: ReturnType<typeof useServiceGroups> | undefined };

function RatePickerContent(props: ContentProps): React.JSX.Element {
  const {
    shipmentId,
    addressFrom,
    addressTo,
    parcels,
    extra,
    carrierAccounts,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    onValueClear,
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
  const { messages, locale, emit } = useShippingElements('RatePicker', { ratePicker });
  const text = messages.ratePicker;
  const generatedId = React.useId();
  const radioName = nameProp ?? `${generatedId}-rate`;
  const legendId = `${generatedId}-legend`;
  const listId = `${generatedId}-options`;
  const carrierSelectRef = React.useRef<HTMLSelectElement>(null);

  const source = useRateSource({ shipmentId, addressFrom, addressTo, parcels, extra, carrierAccounts, serviceGroups, onLoadError, emit });

  // --- Options: sorted and filtered rates, or priced service groups ---------------------------

  const [sort, setSort] = useControllableState<RateSort>({ prop: sortProp, defaultProp: defaultSort, onChange: onSortChange, caller: 'RatePicker' });
  const [filters, setFilters] = useControllableState<RateFilters>({
    prop: filtersProp,
    defaultProp: defaultFilters,
    onChange: onFiltersChange,
    caller: 'RatePicker',
  });
  const [expanded, setExpanded] = React.useState(false);
  const groupsMode = serviceGroups !== undefined;
  const offeredRates = React.useMemo(() => withoutHiddenServiceLevels(source.rates, hiddenServiceLevels), [source.rates, hiddenServiceLevels]);
  const options = React.useMemo(
    () =>
      pickerOptions(
        groupsMode && cartTotal !== undefined
          ? { kind: 'service-groups', groups: source.groups, rates: source.rates, cartTotal }
          : { kind: 'rates', rates: offeredRates, sort, filters, preferredServiceLevels, locale },
      ),
    [groupsMode, cartTotal, source.groups, source.rates, offeredRates, sort, filters, preferredServiceLevels, locale],
  );
  const filtered = !groupsMode && offeredRates.length > 0 && hasActiveFilters(filters);
  const state = ratePickerViewOf({ loadError: source.loadError, pending: source.pending, optionCount: options.length, filtered });

  // --- Selection: cleared when its option no longer exists ------------------------------------

  const existingValues = React.useMemo(
    () => (groupsMode ? options.map((option) => option.value) : offeredRates.map((rate) => rate.object_id)),
    [groupsMode, options, offeredRates],
  );
  const loaded = state.status === 'ready' || state.status === 'empty';
  const quoteProblem = state.status === 'error' ? invalidQuoteInput(state.error) : undefined;
  const { value, select } = useRateSelection({
    value: valueProp,
    defaultValue,
    options,
    existingValues: loaded ? existingValues : null,
    onValueChange,
    onServiceGroupChange,
    onValueClear,
  });

  const limit = Number.isFinite(collapsedCount) ? Math.max(0, Math.floor(collapsedCount)) : Number.POSITIVE_INFINITY;
  const collapsible = options.length > limit;
  const shownOptions = collapsedOptions(options, limit, expanded, value);

  const clearFilters = () => {
    setFilters(NO_FILTERS);
    // The clear button disappears with the empty state; keep focus on the filters.
    carrierSelectRef.current?.focus();
  };

  return (
    <BlockFrame
      as="fieldset"
      // The root is a fieldset: its ref is the public HTMLFieldSetElement.
      ref={forwardedRef}
      part="rate-picker"
      state={state.status}
      busy={state.status === 'loading'}
      {...fieldsetProps}
      style={style}
    >
      <legend id={legendId} data-se-part="rate-picker-legend">
        {groupsMode ? text.serviceGroupsHeading : text.legend}
      </legend>

      {state.status === 'loading' && <Skeleton rows={3} label={text.loading} />}

      {/* Input the API refused is named in a sentence (the picker has no fields to highlight) and
          stays refused on a retry, so only other errors offer one. */}
      {state.status === 'error' && <ErrorNotice error={state.error} message={quoteProblem && text.invalidInput[quoteProblem]} onRetry={quoteProblem ? undefined : source.retry} />}

      {loaded && !groupsMode && offeredRates.length > 1 && (
        <RatePickerToolbar
          ref={carrierSelectRef}
          sort={sort}
          onSortChange={setSort}
          filters={filters}
          onFiltersChange={setFilters}
          carriers={carrierNames(offeredRates, locale)}
        />
      )}

      {state.status === 'ready' && <CarrierMessages messages={source.carrierMessages} facts={source.facts} />}

      {state.status === 'empty' && <EmptyNotice reason={state.reason} carrierMessages={source.carrierMessages} facts={source.facts} onClearFilters={clearFilters} />}

      {state.status === 'ready' && (
        <RateOptionList id={listId} labelledBy={legendId} name={radioName} options={shownOptions} value={value} onSelect={select} />
      )}

      {state.status === 'ready' && collapsible && (
        <div data-se-part="rate-picker-toggle">
          <Button variant="secondary" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {expanded ? text.showFewer : formatMessage(text.showAll, { count: options.length }, locale)}
          </Button>
        </div>
      )}
    </BlockFrame>
  );
}
