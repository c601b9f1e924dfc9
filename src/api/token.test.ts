import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/fake-fetch';
import { AuthError } from './errors';
import { createTokenSource, parseTokenResponse, type TokenEvent } from './token';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const seconds = (ms: number) => String(Math.floor(ms / 1000));
const HOUR = 3_600_000;

function recorder() {
  const events: TokenEvent[] = [];
  return { events, types: () => events.map((event) => event.type), listener: (event: TokenEvent) => events.push(event) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parseTokenResponse', () => {
  it('reads expires_in as a Unix timestamp string, not as seconds from now', () => {
    const expiresAt = T0 + 12 * HOUR;
    expect(parseTokenResponse({ token: 'abc', expires_in: seconds(expiresAt) }).expiresAt).toBe(expiresAt);
  });

  it('falls back to the JWT exp claim when expires_in is missing or is a duration', () => {
    const exp = Math.floor((T0 + 2 * HOUR) / 1000);
    const token = fakeJwt({ exp, sub: 'acct_1' });
    expect(parseTokenResponse(token)).toEqual({ token, expiresAt: exp * 1000, issuedAt: null, subject: 'acct_1' });
    expect(parseTokenResponse({ token, expires_in: '43200' }).expiresAt).toBe(exp * 1000);
  });

  it('has no expiry for an opaque token without expires_in', () => {
    expect(parseTokenResponse('opaque').expiresAt).toBeNull();
  });

  it('refuses an empty token', () => {
    expect(() => parseTokenResponse({ token: '' })).toThrow(AuthError);
    expect(() => parseTokenResponse(undefined as unknown as string)).toThrow(AuthError);
  });
});

describe('createTokenSource', () => {
  it('fetches once for 100 concurrent callers and hands all of them the same token', async () => {
    let resolveToken!: (value: { token: string; expires_in: string }) => void;
    const fetchToken = vi.fn(() => new Promise<{ token: string; expires_in: string }>((resolve) => (resolveToken = resolve)));
    const source = createTokenSource(fetchToken);
    const callers = Array.from({ length: 100 }, () => source.get());
    resolveToken({ token: 'jwt-1', expires_in: seconds(T0 + 12 * HOUR) });
    expect(new Set(await Promise.all(callers))).toEqual(new Set(['jwt-1']));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes ahead of expiry in the background and emits expiring, refreshing, refreshed', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => ({ token: `jwt-${++minted}`, expires_in: seconds(Date.now() + 12 * HOUR) }));
    const log = recorder();
    const source = createTokenSource(fetchToken, { refreshAheadMs: 60_000 });
    source.subscribe(log.listener);
    expect(await source.get()).toBe('jwt-1');

    await vi.advanceTimersByTimeAsync(12 * HOUR - 60_001);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(await source.get()).toBe('jwt-2');
    expect(log.types()).toEqual([
      'token.refreshing',
      'token.refreshed',
      'token.expiring',
      'token.refreshing',
      'token.refreshed',
    ]);
    expect(log.events[0]).toEqual({ type: 'token.refreshing', reason: 'initial' });
    expect(log.events[3]).toEqual({ type: 'token.refreshing', reason: 'expiring' });
    expect(JSON.stringify(log.events)).not.toContain('jwt-');
  });

  it('hands out the still-valid token while refreshing inside the refresh window', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => ({ token: `jwt-${++minted}`, expires_in: seconds(Date.now() + HOUR) }));
    const source = createTokenSource(fetchToken, { autoRefresh: false, refreshAheadMs: 5 * 60_000 });
    await source.get();
    vi.setSystemTime(T0 + HOUR - 60_000);
    expect(await source.get()).toBe('jwt-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(await source.get()).toBe('jwt-2');
  });

  it('reports token.expired when the expiry passes unrenewed (asleep), then fetches on the next call', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => ({ token: `jwt-${++minted}`, expires_in: seconds(Date.now() + HOUR) }));
    const log = recorder();
    const source = createTokenSource(fetchToken, { autoRefresh: false });
    source.subscribe(log.listener);
    await source.get();
    // A laptop lid closed for two hours: no timer ran, the clock jumped.
    vi.setSystemTime(T0 + 2 * HOUR);
    expect(source.isNearExpiry()).toBe(true);
    expect(source.getSnapshot().status).toBe('expired');
    expect(await source.get()).toBe('jwt-2');
    expect(log.types()).toEqual(['token.refreshing', 'token.refreshed', 'token.expired', 'token.refreshing', 'token.refreshed']);
    expect(log.events[3]).toEqual({ type: 'token.refreshing', reason: 'expired' });
  });

  it('invalidate() after a 401 makes the next get() fetch once, whatever the number of callers', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => `jwt-${++minted}`);
    const source = createTokenSource(fetchToken);
    const first = await source.get();
    for (let index = 0; index < 10; index += 1) {
      source.invalidate(first);
    }
    const tokens = await Promise.all(Array.from({ length: 10 }, () => source.get()));
    expect(new Set(tokens)).toEqual(new Set(['jwt-2']));
    // A late 401 for the old token does not throw away the new one.
    source.invalidate(first);
    expect(await source.get()).toBe('jwt-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('backs off after fetchToken fails, failing fast meanwhile, then tries again', async () => {
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('backend down'))
      .mockRejectedValueOnce(new Error('backend down'))
      .mockResolvedValue('jwt-ok');
    const log = recorder();
    const source = createTokenSource(fetchToken, { backoff: { baseMs: 1_000, maxMs: 60_000 }, random: () => 0 });
    source.subscribe(log.listener);

    const first = await source.get().catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(AuthError);
    expect(log.events.at(-1)).toMatchObject({ type: 'token.refresh_failed', attempt: 1, retryInMs: 500 });

    // Inside the backoff window: no new call, an AuthError that says when it will try again.
    const during = await source.get().catch((caught: unknown) => caught);
    expect(during).toMatchObject({ kind: 'auth', retryAfterMs: 500 });
    expect(fetchToken).toHaveBeenCalledTimes(1);

    vi.setSystemTime(T0 + 500);
    await expect(source.get()).rejects.toBeInstanceOf(AuthError);
    expect(log.events.at(-1)).toMatchObject({ type: 'token.refresh_failed', attempt: 2, retryInMs: 1_000 });
    expect(fetchToken).toHaveBeenCalledTimes(2);

    vi.setSystemTime(T0 + 1_500);
    await expect(source.get()).resolves.toBe('jwt-ok');
    expect(source.getSnapshot().status).toBe('valid');
  });

  it('refresh() ignores the backoff for an explicit retry', async () => {
    const fetchToken = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('jwt-ok');
    const source = createTokenSource(fetchToken, { random: () => 0.9 });
    await expect(source.get()).rejects.toBeInstanceOf(AuthError);
    await expect(source.refresh()).resolves.toBe('jwt-ok');
  });

  it('keeps using the old token when a refresh ahead of expiry fails, and retries before it expires', async () => {
    const fetchToken = vi
      .fn<() => Promise<{ token: string; expires_in: string }>>()
      .mockResolvedValueOnce({ token: 'jwt-1', expires_in: seconds(T0 + HOUR) })
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValue({ token: 'jwt-2', expires_in: seconds(T0 + 13 * HOUR) });
    const source = createTokenSource(fetchToken, { refreshAheadMs: 10 * 60_000, random: () => 0 });
    await source.get();
    await vi.advanceTimersByTimeAsync(50 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(await source.get()).toBe('jwt-1');
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(await source.get()).toBe('jwt-2');
  });

  it('lets one caller abort its wait without cancelling the shared refresh', async () => {
    let resolveToken!: (token: string) => void;
    const fetchToken = vi.fn(() => new Promise<string>((resolve) => (resolveToken = resolve)));
    const source = createTokenSource(fetchToken);
    const controller = new AbortController();
    const impatient = source.get({ signal: controller.signal });
    const patient = source.get();
    controller.abort();
    await expect(impatient).rejects.toMatchObject({ name: 'AbortError' });
    resolveToken('jwt-1');
    await expect(patient).resolves.toBe('jwt-1');
  });

  it('push mode: asks the host with token.expiring and waits for set()', async () => {
    const log = recorder();
    const source = createTokenSource(undefined, { refreshAheadMs: 60_000 });
    source.subscribe(log.listener);
    const waiting = source.get();
    expect(log.types()).toEqual(['token.refreshing', 'token.expiring']);
    source.set({ token: 'pushed-1', expires_in: seconds(T0 + HOUR) });
    await expect(waiting).resolves.toBe('pushed-1');

    await vi.advanceTimersByTimeAsync(HOUR - 60_000);
    expect(log.types().at(-1)).toBe('token.expiring');
    source.set({ token: 'pushed-2', expires_in: seconds(T0 + 2 * HOUR) });
    expect(await source.get()).toBe('pushed-2');
  });

  it('a throwing listener does not break token handling', async () => {
    const source = createTokenSource(async () => 'jwt-1');
    source.subscribe(() => {
      throw new Error('host bug');
    });
    await expect(source.get()).resolves.toBe('jwt-1');
  });

  it('dispose() stops scheduled refreshes', async () => {
    const fetchToken = vi.fn(async () => ({ token: 'jwt', expires_in: seconds(Date.now() + HOUR) }));
    const source = createTokenSource(fetchToken);
    await source.get();
    source.dispose();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('dispose() aborts the fetchToken call in flight, keeps nothing of its answer, and refuses later calls', async () => {
    let signal: AbortSignal | undefined;
    let answer: (token: string) => void = () => undefined;
    const fetchToken = vi.fn(
      (context: { signal: AbortSignal }) =>
        new Promise<string>((resolve) => {
          signal = context.signal;
          answer = resolve;
        }),
    );
    const source = createTokenSource(fetchToken);
    const waiting = source.get();
    source.dispose();
    expect(signal?.aborted).toBe(true);
    // A backend that answers anyway: the token is not taken.
    answer('jwt-of-the-old-account');
    await expect(waiting).rejects.toBeInstanceOf(AuthError);
    await expect(source.get()).rejects.toBeInstanceOf(AuthError);
    expect(source.getSnapshot().status).not.toBe('valid');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('corrects for a device clock that is hours ahead, using the JWT iat, instead of refreshing in a loop', async () => {
    // The server minted the token "now" on its clock, 13 hours behind this device.
    const serverNow = Math.floor((T0 - 13 * HOUR) / 1000);
    const fetchToken = vi.fn(async () => fakeJwt({ sub: 'acct_1', iat: serverNow, exp: serverNow + 12 * 3600 }));
    const source = createTokenSource(fetchToken, { refreshAheadMs: 60_000 });
    await source.get();
    expect(source.getSnapshot()).toMatchObject({ status: 'valid', expiresAt: T0 + 12 * HOUR });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(11 * HOUR);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('does not refresh in a loop when a fresh token without iat looks expired on arrival', async () => {
    const fetchToken = vi.fn(async () => ({ token: 'opaque', expires_in: String(Math.floor(T0 / 1000) - 60) }));
    const source = createTokenSource(fetchToken);
    expect(await source.get()).toBe('opaque');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    // A 401 still gets it replaced.
    source.invalidate('opaque');
    await source.get();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('suspend() stops scheduled refreshes and resume() brings them back', async () => {
    const fetchToken = vi.fn(async () => ({ token: 'jwt', expires_in: seconds(Date.now() + HOUR) }));
    const source = createTokenSource(fetchToken, { refreshAheadMs: 60_000 });
    await source.get();
    source.suspend();
    await vi.advanceTimersByTimeAsync(HOUR - 60_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    source.resume();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('reports the token subject (account) so a host can tell an account switch', async () => {
    const log = recorder();
    const source = createTokenSource(async () => fakeJwt({ sub: 'acct_9', exp: Math.floor(T0 / 1000) + 3600 }));
    source.subscribe(log.listener);
    await source.get();
    expect(source.getSnapshot()).toEqual({ status: 'valid', expiresAt: T0 + HOUR, subject: 'acct_9' });
    expect(log.events[1]).toEqual({ type: 'token.refreshed', expiresAt: T0 + HOUR, subject: 'acct_9' });
  });
});
