import type { RequestContext, SandboxServices } from './context';
import { readBody } from './http';
import type { Scope } from './store';

/** Builds the per-request context every route handler receives. */
export function createRequestContext(
  services: SandboxServices,
  request: Request,
  init: { scope: Scope; credential: RequestContext['credential']; apiVersion: string },
): RequestContext {
  const url = new URL(request.url);
  // Never the request's Host header when the server told the sandbox where it is served.
  const origin = services.publicOrigin ?? url.origin;
  const { clock } = services;
  const { scope } = init;
  let bodyPromise: Promise<unknown> | null = null;
  return {
    ...services,
    request,
    url,
    origin,
    scope,
    credential: init.credential,
    apiVersion: init.apiVersion,
    body: () => (bodyPromise ??= readBody(request)),
    id: (prefix) => `${prefix}_${services.random.hex(24)}`,
    nowIso: () => new Date(clock.now()).toISOString(),
    async signedUrl(path, ttlSeconds) {
      const expires = Math.floor(clock.now() / 1000) + ttlSeconds;
      const signature = await services.signer.sign(`${path}\n${expires}`);
      const signed = new URL(path, origin);
      signed.searchParams.set('expires', String(expires));
      signed.searchParams.set('signature', signature);
      return signed.href;
    },
    common(objectId) {
      const now = new Date(clock.now()).toISOString();
      return { object_id: objectId, object_created: now, object_updated: now, object_owner: scope.owner, test: scope.test };
    },
  };
}
