import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { SENDER } from '../../../test/fixtures/addresses';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { listOrders } from '../../api/resources/orders';
import { listParcelTemplates } from '../../api/resources/parcel-templates';
import { createUserParcelTemplate } from '../../api/resources/user-parcel-templates';
import { LabelPurchase } from './LabelPurchase';

function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

async function packageStep() {
  const orders = await listOrders(merchantApi(), { results: 100 });
  const order = orders.results.find((candidate) => candidate.to_address?.name === 'Grace Hopper' && candidate.order_status !== 'SHIPPED')!;
  const rendered = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 3, name: 'Package' });
  return rendered;
}

describe("LabelPurchase's package step and the merchant's saved boxes", () => {
  it('offers the saved boxes beside the carriers’ templates: one fills in its size, one made from a template chooses it', async () => {
    const api = merchantApi();
    const [template] = await listParcelTemplates(api);
    await createUserParcelTemplate(api, { name: 'Shoebox', length: '13', width: '8', height: '5', distance_unit: 'in' });
    await createUserParcelTemplate(api, { name: 'Carrier flat box', template: template!.token });
    const { user, container } = await packageStep();

    const saved = await screen.findByRole('combobox', { name: 'Your saved boxes' });
    expect(within(saved).getByRole('option', { name: 'Shoebox (13 × 8 × 5 in)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.selectOptions(saved, within(saved).getByRole('option', { name: /^Shoebox/ }));
    expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('13');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('5');

    await user.selectOptions(saved, within(saved).getByRole('option', { name: /^Carrier flat box/ }));
    expect(screen.getByRole('combobox', { name: 'Package type' })).toHaveValue(template!.token);
    expect(screen.queryByRole('textbox', { name: 'Length' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Shipping service'));
  });

  it('shows no saved-box choice while the merchant has none', async () => {
    await packageStep();
    expect(await screen.findByRole('combobox', { name: 'Package type' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Your saved boxes' })).not.toBeInTheDocument();
  });
});
