// The one email rule of the kit, shared by the address forms (AddressForm, LabelPurchase) and
// BatchUploader's row checks (in its worker): React-free, no dependency. It accepts
// internationalized addresses (RFC 6531: `émilie@example.test`, `用户@例子.广告`), as mail
// servers and the API do, and refuses what no server delivers to.

/** Characters never in a local part outside quotes (RFC 5322 specials, spaces, controls). */
const LOCAL_FORBIDDEN = /[\s"(),:;<>@[\\\]\p{Cc}]/u;
/** One domain label: letters or digits of any script, inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;
/** The top-level label: letters of any script (or an `xn--` A-label), at least two. */
const TOP_LABEL = /^(?:[\p{L}\p{M}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * Whether `value` is an email address mail can be sent to: `local@domain`, a local part of at
 * most 64 characters without spaces, quotes or dots at its ends or side by side, and a domain of
 * at least two labels of letters and digits (any script) with a top-level label of letters.
 * The value is read as typed: trim it first.
 */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1 || [...value].length > 254) {
    return false;
  }
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if ([...local].length > 64 || LOCAL_FORBIDDEN.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return false;
  }
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LABEL.test(top);
}
