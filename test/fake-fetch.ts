// A recording `fetch` for unit tests of the API layer: each call is turned into a real `Request`
// and answered with a real `Response` by the test's handler, so the client's parsing of status,
// headers and bodies runs exactly as it does against a server.

export type FetchHandler = (request: Request, call: number) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  /** Every request the client sent, in order. */
  requests: Request[];
}

export function createFakeFetch(handler: FetchHandler): FakeFetch {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    init?.signal?.throwIfAborted();
    return handler(request, requests.length);
  };
  return { fetch, requests };
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** An RFC 7807 problem document as the reporting endpoints send it. */
export function problem(status: number, code: string, detail = `Problem ${code}`): Response {
  return new Response(
    JSON.stringify({ type: `https://api.example.test/problems/reporting/${code}`, title: code.replace(/-/g, ' '), status, detail }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A JWT-shaped token with the given claims (unsigned: the client never verifies it). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
