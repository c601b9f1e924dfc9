// HMAC-SHA256 signing for the sandbox's JWTs and signed file URLs, with WebCrypto only, so that the
// same code runs in Node, in Vitest and in a browser service worker.

const encoder = new TextEncoder();

export function base64UrlEncode(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input;
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(input: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(input)) {
    throw new Error('Not base64url');
  }
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Signs and verifies with one HMAC-SHA256 key. */
export interface Signer {
  sign(data: string): Promise<string>;
  verify(data: string, signature: string): Promise<boolean>;
}

export function createSigner(secret: string): Signer {
  let key: Promise<CryptoKey> | null = null;
  const getKey = () =>
    (key ??= crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    async sign(data) {
      const signature = await crypto.subtle.sign('HMAC', await getKey(), encoder.encode(data));
      return base64UrlEncode(new Uint8Array(signature));
    },
    async verify(data, signature) {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64UrlDecode(signature);
      } catch {
        return false;
      }
      return crypto.subtle.verify('HMAC', await getKey(), bytes, encoder.encode(data));
    },
  };
}

/** Claims of a sandbox JWT. */
export interface JwtClaims {
  /** Account the token acts for. */
  sub: string;
  /** Test mode. */
  test: boolean;
  scope: string;
  iat: number;
  exp: number;
  iss: string;
}

/** Mints an HS256 JWT. */
export async function signJwt(signer: Signer, claims: JwtClaims): Promise<string> {
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64UrlEncode(JSON.stringify(claims));
  return `${header}.${payload}.${await signer.sign(`${header}.${payload}`)}`;
}

/** Verifies an HS256 JWT: `malformed`, `invalid` (bad signature) or `expired`, else the claims. */
export async function verifyJwt(
  signer: Signer,
  token: string,
  nowSeconds: number,
): Promise<{ ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'invalid' | 'expired' }> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    return { ok: false, reason: 'malformed' };
  }
  const [header = '', payload = '', signature = ''] = parts;
  let claims: Partial<JwtClaims>;
  try {
    const parsedHeader = JSON.parse(new TextDecoder().decode(base64UrlDecode(header))) as { alg?: unknown };
    if (parsedHeader.alg !== 'HS256') {
      return { ok: false, reason: 'invalid' };
    }
    claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as Partial<JwtClaims>;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!(await signer.verify(`${header}.${payload}`, signature))) {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.test !== 'boolean') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp <= nowSeconds) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims: claims as JwtClaims };
}
