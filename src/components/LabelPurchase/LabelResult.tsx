'use client';

import * as React from 'react';
import type { Rate } from '../../api/resources/rates';
import type { Transaction, TransactionStatus } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { NewTabLink } from '../shared/NewTabLink';
import { PrintLabelButton } from '../shared/label/PrintLabelButton';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link LabelResult}. */
export interface LabelResultProps {
  /** The purchased label. */
  transaction: Transaction;
  /** The rate bought, for service, carrier and price when the transaction carries only its id. */
  rate: Rate | null;
  /**
   * The label may be used to ship: false once it is voided (its refund requested or done), when
   * it offers no tracking, download or print any more.
   * @default true
   */
  usable?: boolean | undefined;
  /** Starts a new purchase; without it there is no "Buy another label" button. */
  onBuyAnother?: (() => void) | undefined;
  /** The refund part. */
  children?: React.ReactNode;
}

/** A transaction status in words, or the API's value for one the kit does not know yet. */
export function transactionStatusText(status: string, messages: Messages, locale: string): string {
  return Object.hasOwn(messages.status.transaction, status)
    ? messages.status.transaction[status as TransactionStatus]
    : formatMessage(messages.status.unknown, { value: status }, locale);
}

/**
 * A purchased label: tracking number and link, the label file to download and print, the
 * commercial invoice and QR code when the carrier made them, and the estimated delivery. A voided
 * label keeps its summary and status and says it can't be used; it offers none of the files.
 */
export function LabelResult({ transaction, rate, usable = true, onBuyAnother, children }: LabelResultProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.result;
  const summary = typeof transaction.rate === 'object' && transaction.rate !== null ? transaction.rate : undefined;
  const service = summary?.servicelevel_name ?? rate?.servicelevel.name ?? '';
  const carrier = summary?.provider ?? rate?.provider ?? '';
  const amount = summary?.amount ?? rate?.amount;
  const currency = summary?.currency ?? rate?.currency;
  const fileType = transaction.label_file_type ?? '';
  // A ZPL file is printer commands, not a document: a browser cannot show or print it.
  const zpl = fileType === 'ZPLII';

  return (
    <div data-se-part="label-purchase-result" data-file-type={fileType || undefined}>
      {transaction.test === true && <p data-se-part="test-mode-banner">{messages.common.testModeBanner}</p>}
      {amount && currency && (
        <p data-se-part="label-purchase-result-summary">
          {formatMessage(messages.labelPurchase.confirm.body, { service, carrier, amount: format.money(amount, currency) }, locale)}
        </p>
      )}
      <dl data-se-part="label-purchase-result-details">
        {transaction.tracking_number && (
          <div data-se-part="label-purchase-result-detail">
            <dt>{text.trackingNumber}</dt>
            <dd data-se-part="label-purchase-tracking-number">{transaction.tracking_number}</dd>
          </div>
        )}
      </dl>
      <p data-se-part="label-purchase-status" data-status={transaction.status}>
        {formatMessage(messages.labelActions.refund.labelStatus, { status: transactionStatusText(transaction.status, messages, locale) }, locale)}
      </p>
      {usable ? (
        <>
          {transaction.eta && <p data-se-part="label-purchase-eta">{formatMessage(text.eta, { date: format.date(transaction.eta) }, locale)}</p>}
          <ul data-se-part="label-purchase-links">
            {transaction.tracking_url_provider && (
              <li>
                <NewTabLink href={transaction.tracking_url_provider}>{text.trackShipment}</NewTabLink>
              </li>
            )}
            {transaction.label_url && (
              <li>
                <NewTabLink href={transaction.label_url} download>
                  {messages.labelActions.print.downloadLabel}
                </NewTabLink>
              </li>
            )}
            {transaction.label_url && !zpl && (
              <li>
                <PrintLabelButton url={transaction.label_url} />
              </li>
            )}
            {transaction.commercial_invoice_url && (
              <li>
                <NewTabLink href={transaction.commercial_invoice_url} download>
                  {text.commercialInvoice}
                </NewTabLink>
              </li>
            )}
            {transaction.qr_code_url && (
              <li>
                <NewTabLink href={transaction.qr_code_url}>{text.qrCode}</NewTabLink>
              </li>
            )}
          </ul>
          {zpl && transaction.label_url && <p data-se-part="label-purchase-zpl-note">{text.zplNote}</p>}
          {transaction.qr_code_url && (
            <figure data-se-part="label-purchase-qr-code">
              <img src={transaction.qr_code_url} alt={text.qrCode} width={160} height={160} />
              <figcaption>{text.qrCodeDescription}</figcaption>
            </figure>
          )}
        </>
      ) : (
        <p data-se-part="label-purchase-voided-note">{text.voidedNote}</p>
      )}
      {children}
      {onBuyAnother && (
        <div data-se-part="label-purchase-actions">
          <Button variant="secondary" onClick={onBuyAnother}>
            {text.buyAnother}
          </Button>
        </div>
      )}
    </div>
  );
}
