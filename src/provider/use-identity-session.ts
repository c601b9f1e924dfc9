'use client';

import type { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { FetchToken } from '../api/token';
import { rootKey } from '../internal/root-key';
import { useLatestCallback } from '../internal/use-latest-callback';
import { createTokenRuntime, type IdentitySession } from './token-runtime';
import type { TokenSharingOption } from './token-sharing';

/**
 * Drops every query and mutation of the kit from `queryClient` (its keys start with
 * `['shipping-elements']`), and only the kit's: a host's own QueryClient keeps its data. Their
 * requests are aborted with the old identity's signal.
 */
function dropKitCache(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: rootKey() });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.findAll({ mutationKey: rootKey() })) {
    mutations.remove(mutation);
  }
}

/**
 * The provider's token runtime and the session of the identity the host names: `identity`, else
 * the `tokenSharing` key. A new identity (a store switch) drops the old one's token, aborts its
 * requests and its `fetchToken` call, closes its sharing channel and clears the kit's cache; the
 * new session then fetches its own token with the `fetchToken` the host passes now.
 *
 * @param onSwitch - Called when the new identity takes over, before any child's effect runs.
 */
export function useIdentitySession(options: {
  fetchToken: FetchToken | undefined;
  identity: string | undefined;
  tokenSharing: TokenSharingOption | undefined;
  baseUrl: string;
  queryClient: QueryClient;
  onSwitch: () => void;
}) {
  const { identity, tokenSharing, baseUrl, queryClient } = options;
  const fetchToken = useLatestCallback(options.fetchToken);
  const pushMode = options.fetchToken === undefined;
  const onSwitch = useLatestCallback(options.onSwitch);

  // Created once and does no work at creation, so SSR renders it without touching the network.
  const [runtime] = React.useState(() => createTokenRuntime({ pushMode, baseUrl, identity, sharing: tokenSharing, fetchToken }));
  const session = runtime.sessionFor(identity);

  // The children of a new identity never render the old one's data, not even once: the kit's
  // cache is cleared before they render (React renders the provider again at once).
  const [cachedFor, setCachedFor] = React.useState<IdentitySession>(session);
  if (cachedFor !== session) {
    setCachedFor(session);
    dropKitCache(queryClient);
  }

  // Before any child's effect asks for a token: none is fetched under the old identity, and a
  // read of the old identity that landed while the new one rendered is cleared again. The
  // sharing option is compared by key, so an option made inline on every render changes nothing.
  React.useInsertionEffect(() => {
    if (runtime.activate(session)) {
      dropKitCache(queryClient);
      onSwitch();
    }
    runtime.scope(tokenSharing);
  }, [runtime, session, tokenSharing, queryClient, onSwitch]);

  useDevelopmentWarning(options.fetchToken, identity);
  return { runtime, session };
}

/**
 * Development only: warns once when the host passes another `fetchToken` while the identity stays
 * the same. The kit keeps the token it holds then; if the new function mints for another account
 * (a store picker), the host must name the new `identity`.
 */
function useWarnOnFetchTokenChange(fetchToken: FetchToken | undefined, identity: string | undefined) {
  const last = React.useRef({ fetchToken, identity, warned: false });
  React.useEffect(() => {
    const seen = last.current;
    if (
      process.env.NODE_ENV !== 'production' &&
      !seen.warned &&
      seen.identity === identity &&
      seen.fetchToken !== undefined &&
      fetchToken !== undefined &&
      seen.fetchToken !== fetchToken
    ) {
      seen.warned = true;
      console.warn(
        'shipping-elements: <ShippingElementsProvider> got another fetchToken under the same identity and keeps its token. If it mints for another store, pass that store\'s `identity`; if it is the same function made anew on each render, keep it stable (useCallback or a module constant) (README, "Switching stores").',
      );
    }
    seen.fetchToken = fetchToken;
    seen.identity = identity;
  }, [fetchToken, identity]);
}

/** The warning above in development; nothing at all (not even its hooks) in a production build. */
const useDevelopmentWarning: typeof useWarnOnFetchTokenChange = process.env.NODE_ENV !== 'production' ? useWarnOnFetchTokenChange : () => undefined;
