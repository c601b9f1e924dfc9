import type { RequestContext } from '../core/context';
import { base64UrlDecode, base64UrlEncode, type Signer } from '../core/crypto';
import { detail, fieldErrors } from '../core/http';
import type { createRouter } from '../core/router';
import type { PublicContext } from '../core/signed-url';
import type { Scope } from '../core/store';
import { findCarrier } from '../carriers';
import { escapeHtml } from './files';
import { collectionOf, findOr404, text, type SandboxRouter, type StoredObject } from './shared';

/*
 * A carrier's OAuth sign-in, as the sandbox plays it (issue 39): `GET /carrier_accounts/{id}/signin/
 * initiate?redirect_uri=&state=` answers 302 to a consent page of the sandbox's own (standing in
 * for the carrier's), whose Allow or Deny sends the person back to `redirect_uri` with `state`
 * (and `error=access_denied` on Deny). Allow connects the account. The page's link carries a
 * signed, single-use, ten-minute ticket: no API credentials reach the page.
 */

/** How long a consent page's ticket may be used (sandbox time). */
const TICKET_TTL_MS = 10 * 60_000;
/** The longest `state` kept (a random value of a few dozen characters is what OAuth clients send). */
const MAX_STATE_LENGTH = 500;
const CONSENT_PATH = '/carrier-signin/consent';
const TICKETS = 'carrier_signin_tickets';

/** What a consent ticket names: the account, the scope it lives in, where to send the person back. */
interface Ticket {
  id: string;
  accountId: string;
  test: boolean;
  carrierAccount: string;
  redirectUri: string;
  state: string;
  exp: number;
}

// Not a JWT (two parts, its own signing prefix): a ticket can never pass as an API token.
async function seal(signer: Signer, ticket: Ticket): Promise<string> {
  const payload = base64UrlEncode(JSON.stringify(ticket));
  return `${payload}.${await signer.sign(`carrier-signin:${payload}`)}`;
}

async function open(signer: Signer, sealed: string, now: number): Promise<Ticket | null> {
  const [payload = '', signature = '', ...rest] = sealed.split('.');
  if (rest.length > 0 || !payload || !(await signer.verify(`carrier-signin:${payload}`, signature))) {
    return null;
  }
  const ticket = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as Ticket;
  return ticket.exp > now ? ticket : null;
}

/** The `redirect_uri` of an initiate request: required, an absolute `http:` or `https:` URL. */
function redirectUriOf(context: RequestContext): URL {
  const raw = context.url.searchParams.get('redirect_uri');
  if (!raw) {
    throw fieldErrors({ redirect_uri: ['This field is required.'] });
  }
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    throw fieldErrors({ redirect_uri: ['Enter a valid URL.'] });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw fieldErrors({ redirect_uri: ['Enter a valid URL.'] });
  }
  return target;
}

/** `GET /carrier_accounts/{id}/signin/initiate`: 302 to the consent page. */
export function registerSigninInitiate(router: SandboxRouter): void {
  router.add('GET', '/carrier_accounts/:id/signin/initiate', async (context, params) => {
    const account = findOr404(collectionOf(context, 'carrier_accounts'), params.id ?? '');
    const redirectUri = redirectUriOf(context);
    const state = context.url.searchParams.get('state') ?? '';
    if (state.length > MAX_STATE_LENGTH) {
      throw fieldErrors({ state: [`Ensure this field has no more than ${MAX_STATE_LENGTH} characters.`] });
    }
    const authentication = (account.object_info as { authentication?: { type?: unknown } } | undefined)?.authentication;
    if (authentication?.type !== 'oauth') {
      throw detail(400, 'This carrier account does not sign in with OAuth.');
    }
    const ticket: Ticket = {
      id: context.id('signin'),
      accountId: context.scope.accountId,
      test: context.scope.test,
      carrierAccount: account.object_id,
      redirectUri: redirectUri.href,
      state,
      exp: context.clock.now() + TICKET_TTL_MS,
    };
    collectionOf(context, TICKETS).insert({ object_id: ticket.id });
    const location = new URL(CONSENT_PATH, context.origin);
    location.searchParams.set('ticket', await seal(context.signer, ticket));
    return new Response(null, { status: 302, headers: { Location: location.href, 'Cache-Control': 'no-store' } });
  });
}

type PublicRouter = ReturnType<typeof createRouter<PublicContext>>;

const scopeOf = (ticket: Ticket): Scope => ({ accountId: ticket.accountId, test: ticket.test, owner: '' });

function page(status: number, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Connect your carrier account</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      // Not no-referrer: the page's own Allow/Deny form would then be posted with `Origin: null`,
      // which the sandbox refuses as another site's page. The ticket never leaves the origin.
      'Referrer-Policy': 'same-origin',
      ...headers,
    },
  });
}

const EXPIRED = '<h1>This sign-in link is no longer valid</h1><p>Start connecting the carrier again from where you came.</p>';

/** A ticket still unused, with its account; `null` when it is forged, expired or used. */
async function liveTicket(context: PublicContext, sealed: string): Promise<{ ticket: Ticket; account: StoredObject } | null> {
  const ticket = await open(context.signer, sealed, context.clock.now());
  if (!ticket || !context.store.collection(scopeOf(ticket), TICKETS).get(ticket.id)) {
    return null;
  }
  const account = context.store.collection<StoredObject>(scopeOf(ticket), 'carrier_accounts').get(ticket.carrierAccount);
  return account ? { ticket, account } : null;
}

/** The consent page (GET) and its decision (POST, a form): public routes, the ticket is the credential. */
export function registerCarrierSigninRoutes(router: PublicRouter): void {
  router.add('GET', CONSENT_PATH, async (context) => {
    const sealed = context.url.searchParams.get('ticket') ?? '';
    const live = await liveTicket(context, sealed);
    if (!live) {
      return page(400, EXPIRED);
    }
    const carrier = escapeHtml(findCarrier(text(live.account.carrier))?.name ?? text(live.account.carrier));
    const target = new URL(live.ticket.redirectUri);
    return page(
      200,
      `<h1>Connect ${carrier}</h1><p>Allow this shipping service to buy labels and request rates with your ${carrier} account ${escapeHtml(text(live.account.account_id))}? You will return to ${escapeHtml(target.host)}.</p>` +
        `<form method="post" action="${CONSENT_PATH}"><input type="hidden" name="ticket" value="${escapeHtml(sealed)}"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></form>`,
      // The decision's answer redirects to the host's page: the form may go there.
      { 'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${target.origin}; frame-ancestors 'none'` },
    );
  });

  router.add('POST', CONSENT_PATH, async (context) => {
    const raw = await context.request.text();
    if (raw.length > 10_000) {
      return page(413, EXPIRED);
    }
    const form = new URLSearchParams(raw);
    const live = await liveTicket(context, form.get('ticket') ?? '');
    if (!live) {
      return page(400, EXPIRED);
    }
    const { ticket, account } = live;
    // Single use: the ticket is spent whatever the decision.
    context.store.collection(scopeOf(ticket), TICKETS).remove(ticket.id);
    const back = new URL(ticket.redirectUri);
    back.searchParams.set('state', ticket.state);
    if (form.get('decision') === 'allow') {
      const info = (account.object_info ?? {}) as Record<string, unknown>;
      context.store
        .collection<StoredObject>(scopeOf(ticket), 'carrier_accounts')
        .update(account.object_id, { object_info: { ...info, authentication: { type: 'oauth', status: 'connected' } } });
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    return new Response(null, { status: 303, headers: { Location: back.href, 'Cache-Control': 'no-store' } });
  });
}
