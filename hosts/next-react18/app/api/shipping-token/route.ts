// The token route: a Next.js route handler on web Request/Response. The API key stays on the server.
import { createTokenHandler } from 'shipping-elements/server';

export const dynamic = 'force-dynamic';

let handler: ((request: Request) => Promise<Response>) | undefined;

export function POST(request: Request): Promise<Response> {
  // Created on the first request: `next build` evaluates this module without the environment.
  handler ??= createTokenHandler({
    apiKey: process.env.SHIPPING_API_KEY ?? '',
    baseUrl: process.env.SHIPPING_API_URL ?? '',
    // A real app checks its own session here; this fixture has one anonymous user.
    authorize: () => true,
  });
  return handler(request);
}
