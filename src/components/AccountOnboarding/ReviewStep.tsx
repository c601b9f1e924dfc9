'use client';

import * as React from 'react';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useDefaultParcelTemplate } from '../../queries/live-rates';
import { Button } from '../../ui/Button';
import type { AccountReadiness } from '../AccountStatusBanner';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { ACCOUNT_ONBOARDING_TEXT } from './account-onboarding-text';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  readiness: AccountReadiness;
  labelFileType: LabelFileType;
  /** True once the API said the account can buy (the setup is finished). */
  finished: boolean;
  checking: boolean;
  onFinish: () => void;
  onBack: () => void;
}

const LIST = { results: 100 } as const;

/** The review: where the account ships from, its carriers that can buy, its defaults; Finish asks the API. */
export function ReviewStep({ readiness, labelFileType, finished, checking, onFinish, onBack }: ReviewStepProps): React.JSX.Element {
  const { messages } = useShippingElements('AccountOnboarding', ACCOUNT_ONBOARDING_TEXT);
  const text = messages.accountOnboarding;
  const place = useShipFromPlaces(undefined).places?.[0];
  const carriers = useCarrierAccounts(LIST).data?.results.filter((account) => readiness.carrierAccountIds.includes(account.object_id));
  const box = useDefaultParcelTemplate().data?.result;
  const gaps = readiness.actions.filter((action) => action.kind === 'shipFrom' || action.kind === 'noCarrier');
  return (
    <div data-se-part="account-onboarding-review">
      <p>{readiness.ready ? text.reviewIntro : text.reviewNotReady}</p>
      {!readiness.ready && gaps.length > 0 && (
        <ul data-se-part="account-onboarding-gaps">
          {gaps.map((gap) => (
            <li key={gap.kind}>{gap.kind === 'shipFrom' ? text.status.shipFrom : text.status.noCarrier}</li>
          ))}
        </ul>
      )}
      <dl data-se-part="account-onboarding-summary">
        <dt>{text.reviewShipFrom}</dt>
        <dd>{place ? [place.street1, place.city, place.state, place.zip, place.country].filter(Boolean).join(', ') : '—'}</dd>
        <dt>{text.reviewCarriers}</dt>
        <dd>{carriers && carriers.length > 0 ? carriers.map((account) => account.carrier_name ?? account.carrier).join(', ') : '—'}</dd>
        <dt>{text.reviewLabelFileType}</dt>
        <dd>{messages.labelFiles.types[labelFileType]}</dd>
        <dt>{text.reviewPackage}</dt>
        <dd>{box?.name ?? '—'}</dd>
      </dl>
      {!finished && (
        <div data-se-part="account-onboarding-actions">
          <Button variant="secondary" onClick={onBack}>
            {messages.common.back}
          </Button>
          <Button part="account-onboarding-finish" pending={checking} onClick={onFinish}>
            {text.finish}
          </Button>
        </div>
      )}
    </div>
  );
}
