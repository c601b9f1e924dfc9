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

/** A loopback host name, as `URL.hostname` writes it (IPv4 normalised, IPv6 in brackets). */
const LOOPBACK_HOST = /^(localhost|.+\.localhost|\[::1\]|127(\.\d{1,3}){3})$/i;

/**
 * Whether `value` may be rendered as a link or image, or fetched as a file: an absolute `https:`
 * URL, or `http:` on a loopback host or on `origin` (defaults to the origin of the client whose
 * response is being parsed, if any). Anything that is not an absolute URL is refused: it would
 * resolve against the merchant's page, not the API.
 */
export function isAllowedUrl(value: string, origin = trustedOrigin): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (LOOPBACK_HOST.test(url.hostname) || url.origin === origin));
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
