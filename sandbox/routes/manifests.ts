import { ManifestInputSchema, ManifestPageSchema, ManifestSchema } from '../../src/api/resources/manifests';
import { parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { FILE_URL_TTL_SECONDS, collectionOf, findOr400, findOr404, newestFirst, scopeSegment, type SandboxRouter } from './shared';

/** Manifests (scan forms): the end of a shipping day, one carrier account's labels of a date on one document. */
export function registerManifestRoutes(router: SandboxRouter): void {
  router.add('POST', '/manifests', async (context) => {
    const input = parseBody(ManifestInputSchema, await context.body());
    const account = findOr400(collectionOf(context, 'carrier_accounts'), input.carrier_account, 'carrier_account', 'Carrier account');
    findOr400(collectionOf(context, 'addresses'), input.address_from, 'address_from', 'Address');
    const day = input.shipment_date.slice(0, 10);
    const transactions = collectionOf(context, 'transactions');
    const manifested = new Set(
      collectionOf(context, 'manifests')
        .list()
        .filter((manifest) => manifest.status === 'SUCCESS')
        .flatMap((manifest) => (manifest.transactions as string[] | undefined) ?? []),
    );
    const chosen = input.transactions
      ? input.transactions.map((id) => findOr400(transactions, id, 'transactions', 'Transaction'))
      : transactions
          .list()
          .filter((transaction) => transaction.status === 'SUCCESS' && String(transaction.object_created).slice(0, 10) === day && !manifested.has(transaction.object_id));
    const errors: string[] = [];
    const ours = chosen.filter((transaction) => (transaction.rate as { carrier_account?: unknown }).carrier_account === account.object_id);
    if (ours.length === 0) {
      errors.push('manifest_no_transactions');
    } else if (ours.length !== chosen.length || ours.some((transaction) => transaction.status !== 'SUCCESS')) {
      errors.push('manifest_invalid_transactions');
    } else if (ours.some((transaction) => manifested.has(transaction.object_id))) {
      errors.push('manifest_already_manifested');
    }
    const manifestId = context.id('man');
    const manifest = {
      ...context.common(manifestId),
      carrier_account: account.object_id,
      address_from: input.address_from,
      shipment_date: input.shipment_date,
      transactions: ours.map((transaction) => transaction.object_id),
      status: errors.length > 0 ? 'ERROR' : 'SUCCESS',
      errors,
      documents: errors.length > 0 ? [] : [await context.signedUrl(`/files/manifests/${scopeSegment(context.scope)}/${manifestId}.pdf`, FILE_URL_TTL_SECONDS)],
    };
    collectionOf(context, 'manifests').insert(manifest);
    return respond(ManifestSchema, manifest, 201);
  });

  router.add('GET', '/manifests', (context) => respond(ManifestPageSchema, paginate(context, newestFirst(collectionOf(context, 'manifests').list()), 5)));
  router.add('GET', '/manifests/:id', (context, params) => respond(ManifestSchema, findOr404(collectionOf(context, 'manifests'), params.id ?? '')));
}
