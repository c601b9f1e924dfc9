// The kit's tests of token sharing run two tabs in one event loop with the rest of the run: the
// kit's wait for another tab's answer (`peerWait`, a few tens of milliseconds) was too short on a
// busy CI host, and the second tab fetched a token of its own.
import { onTestFinished } from 'vitest';
import { peerWait } from '../src/provider/token-sharing';

/** For the current test, a tab waits 2 s for another tab's token; the kit's wait comes back after it. */
export function givePeerTabsTime(): void {
  const kit = peerWait.ms;
  peerWait.ms = 2_000;
  onTestFinished(() => {
    peerWait.ms = kit;
  });
}
