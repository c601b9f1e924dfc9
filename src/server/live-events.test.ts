import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../api/resources/webhooks';
import { createLiveEventRelay, toLiveEvent } from './live-events';

const transactionEvent = {
  event: 'transaction_updated',
  event_id: 'evt_1',
  data: { object_id: 'txn_1', status: 'REFUNDED', label_url: 'https://files.example/label.pdf?signature=secret' },
} as unknown as WebhookEvent;

/** Reads what a stream has sent so far, then ends it. */
async function readStream(response: Response, controller: AbortController): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  controller.abort();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      return text;
    }
    text += decoder.decode(value);
  }
}

describe('live event relay', () => {
  it('sends each account only its own events, as ids without the object data', async () => {
    const relay = createLiveEventRelay({ heartbeatMs: 60_000 });
    const mine = new AbortController();
    const theirs = new AbortController();
    const myStream = relay.stream(new Request('http://host.test/events', { signal: mine.signal }), 'acct_mine');
    const theirStream = relay.stream(new Request('http://host.test/events', { signal: theirs.signal }), 'acct_theirs');
    expect(myStream.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(relay.publish('acct_mine', transactionEvent)).toBe(1);
    const mineText = await readStream(myStream, mine);
    const theirText = await readStream(theirStream, theirs);
    expect(mineText).toContain('data: {"event":"transaction_updated","object_id":"txn_1"}\n\n');
    expect(mineText).not.toMatch(/label_url|signature|REFUNDED/);
    expect(theirText).not.toContain('txn_1');
    expect(relay.size).toBe(0);
  });

  it('refuses streams past maxClients and frees a place when one ends', async () => {
    const relay = createLiveEventRelay({ maxClients: 1 });
    const first = new AbortController();
    const open = relay.stream(new Request('http://host.test/events', { signal: first.signal }), 'acct');
    expect(relay.stream(new Request('http://host.test/events'), 'acct').status).toBe(503);
    await readStream(open, first);
    const again = relay.stream(new Request('http://host.test/events'), 'acct');
    expect(again.status).toBe(200);
    relay.close();
    expect(relay.size).toBe(0);
  });

  it('makes a live event of a batch, a label and a tracking update, and nothing of an event without an id', () => {
    expect(toLiveEvent({ event: 'batch_created', event_id: 'evt_2', data: { object_id: 'bat_1', status: 'VALID' } })).toEqual({ event: 'batch_created', object_id: 'bat_1' });
    expect(toLiveEvent({ event: 'track_updated', event_id: 'evt_3', data: { tracking_number: 'PW123', transaction: 'txn_9' } })).toEqual({ event: 'track_updated', object_id: 'PW123', transaction: 'txn_9' });
    expect(toLiveEvent({ event: 'batch_created', event_id: 'evt_4', data: {} })).toBeNull();
  });
});
