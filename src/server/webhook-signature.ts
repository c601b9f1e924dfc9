// The signature of webhook deliveries (docs/api-coverage.md "Webhooks"). The public API arranges
// its HMAC scheme per account and does not publish it, so the kit (and its sandbox) use their own:
//
//   SVC-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
//
// More than one `v1=` may be present (the sender signs with old and new secret while rotating).
// WebCrypto only: the sandbox signs with it in any runtime, the server helper verifies with it.

/** Header that carries the timestamp and signature of a delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'SVC-Webhook-Signature';
/** Header that repeats the delivery's `event_id` (the signed copy is the body's). */
export const WEBHOOK_ID_HEADER = 'SVC-Webhook-Id';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function concat(prefix: Uint8Array, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(prefix.byteLength + body.byteLength);
  data.set(prefix, 0);
  data.set(body, prefix.byteLength);
  return data;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The `SVC-Webhook-Signature` value of `body` (its UTF-8 bytes, or the bytes) sent at `timestampSeconds`. */
export async function signWebhook(secret: string, timestampSeconds: number, body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), concat(encoder.encode(`${timestampSeconds}.`), bytes));
  return `t=${timestampSeconds},v1=${toHex(signature)}`;
}

/** A parsed signature header: its timestamp and its `v1` signatures (32 bytes each). */
export interface ParsedWebhookSignature {
  timestamp: number;
  signatures: Uint8Array<ArrayBuffer>[];
}

/** Reads `t=…,v1=…`; `null` when the header is missing, malformed or carries no usable `v1`. */
export function parseWebhookSignature(header: string | null): ParsedWebhookSignature | null {
  if (header === null || header.length > 1024) {
    return null;
  }
  let timestamp: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) {
      timestamp = Number(value);
    } else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(Uint8Array.from(value.match(/../g) ?? [], (pair) => parseInt(pair, 16)));
    }
  }
  return timestamp === undefined || signatures.length === 0 || signatures.length > 8 ? null : { timestamp, signatures };
}

/**
 * True when one of `signatures` is the HMAC of `"<timestamp>.<body>"` under one of `secrets`.
 * The comparison is WebCrypto's `verify`, which does not stop at the first differing byte.
 */
export async function verifyWebhookSignature(secrets: readonly string[], parsed: ParsedWebhookSignature, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  const data = concat(encoder.encode(`${parsed.timestamp}.`), body);
  let valid = false;
  // Every pair is checked (no early exit), so the time taken does not tell which one matched.
  for (const secret of secrets) {
    const key = await hmacKey(secret, 'verify');
    for (const signature of parsed.signatures) {
      valid = (await crypto.subtle.verify('HMAC', key, signature, data)) || valid;
    }
  }
  return valid;
}
