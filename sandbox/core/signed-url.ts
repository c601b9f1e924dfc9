import type { SandboxServices } from './context';
import { detail } from './http';

/**
 * Checks a signed file URL made by `RequestContext.signedUrl` (its `expires` and `signature`
 * query parameters over the path). Answers 403 for a bad signature and 410 for an expired link.
 */
export async function verifySignedUrl(services: SandboxServices, url: URL): Promise<void> {
  const expires = url.searchParams.get('expires') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!/^\d+$/.test(expires) || !(await services.signer.verify(`${url.pathname}\n${expires}`, signature))) {
    throw detail(403, 'This link is not valid.');
  }
  if (Number(expires) * 1000 <= services.clock.now()) {
    throw detail(410, 'This link has expired. Request a fresh one from the API.');
  }
}

/** The route context of the unauthenticated file routes. */
export type PublicContext = SandboxServices & { request: Request; url: URL };
