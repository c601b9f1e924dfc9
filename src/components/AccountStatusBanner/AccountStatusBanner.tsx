'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useReportError } from '../../provider/use-report-error';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { AccountAction } from './account-readiness';
import { ACCOUNT_STATUS_TEXT } from './account-status-text';
import { useAccountReadiness } from './use-account-readiness';

/** What the banner lists: what keeps the account from buying labels (its default package does not). */
type BannerAction = Exclude<AccountAction, { kind: 'defaultPackage' }>;

/** Props of {@link AccountStatusBanner}. */
export interface AccountStatusBannerProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * A way to act on one line, after its sentence: a link to the host's page where the merchant
   * adds the address, connects or reconnects the carrier.
   * @default nothing (the sentence alone)
   */
  renderAction?: ((action: AccountAction) => React.ReactNode) | undefined;
  /**
   * Called when checking the account fails. The banner says so too; the provider's `onEvent`
   * receives an `error` event with `source: 'AccountStatusBanner'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

function sentenceOf(action: BannerAction, text: Messages['accountOnboarding']['status'], locale: string): string {
  switch (action.kind) {
    case 'shipFrom':
      return text.shipFrom;
    case 'noCarrier':
      return text.noCarrier;
    case 'reconnect':
    case 'termsPending':
      return formatMessage(text[action.kind], { carrier: action.carrierAccount.carrier_name ?? action.carrierAccount.carrier }, locale);
    default:
      return action satisfies never;
  }
}

const keyOf = (action: BannerAction) => ('carrierAccount' in action ? `${action.kind}-${action.carrierAccount.object_id}` : action.kind);

/**
 * A small "action required" notice a host can show on any page: what keeps the account the
 * provider's token acts for from buying labels (no address it ships from, no carrier connected),
 * and each carrier account to reconnect or whose carrier's terms are pending. It renders nothing
 * while it checks and when nothing is required. Read from the API by {@link useAccountReadiness}.
 *
 * @remarks
 * The notice is a polite `role="status"` region named by its title, so a change while the page is
 * open (a carrier that needs reconnecting) is announced without interrupting; a failed check is an
 * alert with a retry.
 *
 * **Styling contract** (`data-se-part`): `account-status` (root; `data-state="required" |
 * "error"`), `account-status-title`, `account-status-actions`, `account-status-action`
 * (`data-kind="shipFrom" | "noCarrier" | "reconnect" | "termsPending"`).
 *
 * @example
 * <AccountStatusBanner renderAction={(action) => <a href="/settings/carriers">Open carrier settings</a>} />
 */
export const AccountStatusBanner = /* @__PURE__ */ React.forwardRef<HTMLElement, AccountStatusBannerProps>(function AccountStatusBanner(
  { renderAction, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('AccountStatusBanner', ACCOUNT_STATUS_TEXT);
  const text = messages.accountOnboarding.status;
  const readiness = useAccountReadiness();
  useReportQueryError(readiness.error, useReportError('AccountStatusBanner', onError));
  const actions = readiness.actions.filter((action): action is BannerAction => action.kind !== 'defaultPackage');
  if (readiness.error) {
    return (
      <BlockFrame ref={forwardedRef} {...sectionProps} part="account-status" state="error" title={text.title}>
        <ErrorNotice error={readiness.error} message={text.loadError} onRetry={readiness.refetch} />
      </BlockFrame>
    );
  }
  if (readiness.isLoading || actions.length === 0) {
    return null;
  }
  return (
    <BlockFrame ref={forwardedRef} role="status" {...sectionProps} part="account-status" state="required" title={text.title}>
      <ul data-se-part="account-status-actions">
        {actions.map((action) => (
          <li key={keyOf(action)} data-se-part="account-status-action" data-kind={action.kind}>
            {sentenceOf(action, text, locale)} {renderAction?.(action)}
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
});
AccountStatusBanner.displayName = 'AccountStatusBanner';
