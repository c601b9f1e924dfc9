// Which `Host` names a server answers (DNS rebinding). A page of another site whose name the
// attacker re-points at 127.0.0.1 (or at a machine on the local network) is same-origin with
// itself: its requests carry the attacker's name in `Host`, and no `Origin` on a GET. A server that
// answers only the names it is reached by legitimately refuses them before anything runs.
import { isLoopbackHostname } from '../api/urls';

/**
 * `Host` names a server answers besides loopback ones: names (`shop.example`, any port), names
 * with a port (`shop.example:8443`, that port only), origins (`https://shop.example`, its name),
 * or a function given the request's `Host` (lower case) that decides.
 */
export type AllowedHosts = readonly string[] | ((host: string) => boolean);

/** The status a request for a host the server does not answer gets: 421 Misdirected Request. */
export const MISDIRECTED_STATUS = 421;

/** One allowed host: its name, and its port when the entry names one. */
interface HostEntry {
  hostname: string;
  port: string | undefined;
}

/** The name and port of a `Host` header or list entry (an origin gives its name only); `undefined` when it is neither. */
function parseHost(value: string): HostEntry | undefined {
  const text = value.trim().toLowerCase();
  const isOrigin = text.includes('://');
  let url: URL;
  try {
    url = new URL(isOrigin ? text : `http://${text}`);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '' || url.pathname !== '/' || (!isOrigin && text.endsWith('/'))) {
    return undefined;
  }
  return { hostname: url.hostname, port: isOrigin ? undefined : /:(\d+)$/.exec(text)?.[1] };
}

/**
 * A function deciding whether a server answers a request's `Host`: loopback names
 * (`localhost`, `127.0.0.0/8`, `[::1]`, any port) always; the names of `origins` (the server's
 * own public origins), any port; and `allowed`. A list entry that is no host name throws at once.
 */
export function hostPolicy(allowed: AllowedHosts = [], origins: readonly string[] = []): (host: string) => boolean {
  const entries: HostEntry[] = [...(typeof allowed === 'function' ? [] : allowed), ...origins].map((value) => {
    const entry = parseHost(value);
    if (entry === undefined) {
      throw new TypeError(`An allowed host is a name, a name:port or an origin; got "${value}".`);
    }
    return entry;
  });
  return (host) => {
    const parsed = parseHost(host);
    if (parsed === undefined) {
      return false;
    }
    if (isLoopbackHostname(parsed.hostname)) {
      return true;
    }
    if (entries.some((entry) => entry.hostname === parsed.hostname && (entry.port === undefined || entry.port === parsed.port))) {
      return true;
    }
    return typeof allowed === 'function' && allowed(host.trim().toLowerCase());
  };
}

/** The `Host` a web-standard request was sent to: its header, or its URL's host where the header is not kept. */
export function requestHost(request: Request): string {
  return request.headers.get('Host') ?? new URL(request.url).host;
}
