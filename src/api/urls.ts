/*
 * The URL rule for every URL the API hands out (signed files, tracking pages, carrier logos):
 * those URLs are data that the blocks put into `href` and `src`, so a compromised or misconfigured
 * API, CDN or carrier host must not be able to make a block render a `javascript:` or `data:`
 * link, a relative link into the merchant's own site, or a plain-HTTP link to another host.
 *
 * Allowed: absolute `https:` URLs; `http:` URLs on a loopback host (`localhost`, `*.localhost`,
 * `127.0.0.0/8`, `[::1]`: the sandbox on a developer's machine); and `http:` URLs on the origin
 * the client was configured with (a sandbox on another host, such as a container's name). That
 * origin is known only at run time, to the client: it parses every response inside
 * {@link withTrustedOrigin}, so its schemas admit it too, and `ApiClient.download` checks the same
 * rule before it fetches anything.
 */

let trustedOrigin: string | undefined;

/**
 * True for a loopback host name as `URL.hostname` writes it (IPv4 normalised, IPv6 in brackets):
 * `localhost`, an address of `127.0.0.0/8` or `[::1]`. No DNS answer can make such a name point
 * elsewhere, so a server may trust a `Host` header of one (no DNS rebinding) and post to one.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return /^(localhost|\[::1\]|127(\.\d{1,3}){3})$/i.test(hostname);
}

/** True for an `http:` or `https:` origin, exactly as written, on a {@link isLoopbackHostname | loopback host}, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && isLoopbackHostname(url.hostname);
}

/** A loopback host name for file URLs: {@link isLoopbackHostname}, or a name under `.localhost`. */
const isLoopbackFileHost = (hostname: string) => isLoopbackHostname(hostname) || /^.+\.localhost$/i.test(hostname);

/**
 * Whether `value` may be rendered as a link or image, or fetched as a file: an absolute `https:`
 * URL, or `http:` on a loopback host or on `origin` (defaults to the origin of the client whose
 * response is being parsed, if any). Anything that is not an absolute URL is refused: it would
 * resolve against the merchant's page, not the API.
 */
export function isAllowedUrl(value: string, origin = trustedOrigin): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (isLoopbackFileHost(url.hostname) || url.origin === origin));
  } catch {
    return false;
  }
}

/**
 * Runs `parse` (a synchronous schema parse) with `origin` admitted by {@link isAllowedUrl}. Parsing
 * is synchronous, so no other parse can observe the value in between.
 */
export function withTrustedOrigin<T>(origin: string, parse: () => T): T {
  const previous = trustedOrigin;
  trustedOrigin = origin;
  try {
    return parse();
  } finally {
    trustedOrigin = previous;
  }
}
