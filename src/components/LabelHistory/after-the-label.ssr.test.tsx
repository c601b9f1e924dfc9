// Runs in the `node` project: TrackingStatus and LabelHistory render on the server (their loading
// state, in the host's language) without touching browser globals, fetching a token or a label.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../locales/fr';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { TrackingStatus } from '../TrackingStatus';
import { LabelHistory } from './index';

describe('TrackingStatus and LabelHistory on the server', () => {
  it('render their loading state in the host’s language without a request', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken} locale="fr-FR" messages={fr}>
        <TrackingStatus carrier="shippo" trackingNumber="SHIPPO_TRANSIT" />
        <TrackingStatus variant="compact" transactionId="txn_1" />
        <LabelHistory />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-part="tracking-status"');
    expect(html).toContain('data-variant="compact"');
    expect(html).toContain('data-se-part="label-history"');
    expect(html).toContain(fr.trackingStatus.loading);
    expect(html).toContain(fr.labelHistory.loading);
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
