import { describe, expect, it } from 'vitest';
import { LIVE_POLL_INTERVAL_MS, setLive } from '../internal/live';
import { backoffInterval, pollUntil } from './shared';

describe('polling', () => {
  it('backs off from 1 s by half each time, up to 15 s', () => {
    expect([1, 2, 3, 4, 10, 50].map((updates) => backoffInterval(updates))).toEqual([1_000, 1_500, 2_250, 3_375, 15_000, 15_000]);
  });

  it('stops at a terminal state and while there is no data', () => {
    const interval = pollUntil<{ status: string }>((data) => data.status === 'SUCCEEDED');
    expect(interval({ state: { data: { status: 'QUEUED' }, dataUpdateCount: 1 } })).toBe(1_000);
    expect(interval({ state: { data: { status: 'PROCESSING' }, dataUpdateCount: 3 } })).toBe(2_250);
    expect(interval({ state: { data: { status: 'SUCCEEDED' }, dataUpdateCount: 4 } })).toBe(false);
    expect(interval({ state: { data: undefined, dataUpdateCount: 0 } })).toBe(false);
  });

  it('polls rarely while the provider of the client hears events, and as before once it does not', () => {
    const api = {};
    const interval = pollUntil<{ status: string }>((data) => data.status === 'SUCCEEDED', api);
    const pending = { state: { data: { status: 'QUEUED' }, dataUpdateCount: 1 } };
    setLive(api, true);
    expect(interval(pending)).toBe(LIVE_POLL_INTERVAL_MS);
    expect(interval({ state: { data: { status: 'SUCCEEDED' }, dataUpdateCount: 2 } })).toBe(false);
    setLive(api, false);
    expect(interval(pending)).toBe(1_000);
  });
});
