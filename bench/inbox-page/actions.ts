// What a person does in OrdersInbox and LabelHistory, each action timed in the page from the
// click (or change) to the first frame that shows its result: the result is checked before each
// frame (requestAnimationFrame), and the time read in a message posted from there, which runs
// after that frame is painted. Also: the longest API request that started after the action and
// ended before the paint (Resource Timing), to tell the network's share from the block's.

/** One action's figures (ms). */
export interface ActionTiming {
  ms: number;
  /** The longest API request the action waited for (0: none, the result was in the cache). */
  apiMs: number;
  /** API requests started by the action before the paint. */
  requests: number;
}

const api = new URLSearchParams(window.location.search).get('api') ?? '';
performance.setResourceTimingBufferSize(100_000);

/** Resolves with the time of the first frame painted after `done()` holds. */
function whenPainted(done: () => boolean, timeoutMs = 20_000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    const check = () => {
      if (done()) {
        channel.port2.postMessage(null);
      } else if (performance.now() - started > timeoutMs) {
        const shown = all('[data-se-part="orders-inbox-row"], [data-se-part="label-history-row"]')
          .slice(0, 3)
          .map((row) => row.textContent?.slice(0, 80))
          .join(' | ');
        const state = document.querySelector('[data-se-part="orders-inbox"], [data-se-part="label-history"]')?.getAttribute('data-state');
        reject(new Error(`Not shown within ${timeoutMs} ms (the block is ${state ?? 'absent'}; rows: ${shown || 'none'})`));
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
}

async function timed(act: () => void, done: () => boolean, timeoutMs?: number): Promise<ActionTiming> {
  const start = performance.now();
  act();
  const end = await whenPainted(done, timeoutMs);
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.startsWith(api) && entry.startTime >= start && entry.responseEnd <= end);
  return { ms: Math.round((end - start) * 10) / 10, apiMs: Math.round(Math.max(0, ...requests.map((entry) => entry.duration))), requests: requests.length };
}

const all = <T extends Element>(selector: string) => [...document.querySelectorAll<T>(selector)];
const one = <T extends Element>(selector: string): T => {
  const found = document.querySelector<T>(selector);
  if (!found) {
    throw new Error(`No ${selector}`);
  }
  return found;
};

/** Sets an input's or select's value as typing or choosing does (React reads it from the event). */
function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

// OrdersInbox ---------------------------------------------------------------------------------

const loadedOrderRows = () => all<HTMLElement>('[data-se-part="orders-inbox-row"]:not([data-loading])');
const orderCountText = () => document.querySelector('[data-se-part="orders-inbox-count"]')?.textContent ?? '';
const firstOrder = () => loadedOrderRows()[0]?.querySelector('[data-se-part="orders-inbox-open"]')?.textContent ?? '';

/** The filters OrdersInbox's form is set to before "Apply". */
export interface OrderFilterStep {
  statuses: string[];
  channel: string;
  q: string;
}

const orders = {
  /** From navigation to the first rows painted (ms since the navigation started). */
  firstPaint: () => whenPainted(() => loadedOrderRows().length > 0).then((at) => Math.round(at)),
  count: orderCountText,
  /** Sets the form (not timed: the person's clicks), then times "Apply" to the new rows painted. */
  applyFilters(step: OrderFilterStep): Promise<ActionTiming> {
    const form = one<HTMLFormElement>('[data-se-part="orders-inbox-filters"]');
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      if (box.checked !== step.statuses.includes(box.value)) {
        box.click();
      }
    }
    setValue(one<HTMLSelectElement>('[data-se-part="orders-inbox-filters"] select[name="channel"]'), step.channel);
    setValue(one<HTMLInputElement>('[data-se-part="orders-inbox-filters"] input[name="q"]'), step.q);
    const before = { count: orderCountText(), first: firstOrder() };
    return timed(
      () => one<HTMLButtonElement>('[data-se-part="orders-inbox-filters"] button[type="submit"]').click(),
      () => orderCountText() !== '' && (orderCountText() !== before.count || firstOrder() !== before.first) && loadedOrderRows().length > 0,
    );
  },
  /** "Select all N matching" to every row on screen shown selected. */
  selectMatching(): Promise<ActionTiming> {
    const selected = () => document.querySelector('[data-se-part="orders-inbox-selected"]')?.textContent ?? '';
    const before = selected();
    const button = all<HTMLButtonElement>('[data-se-part="orders-inbox-selection"] button')[1];
    if (!button) {
      throw new Error('No "select all that match" button');
    }
    return timed(
      () => button.click(),
      () => selected() !== before && loadedOrderRows().every((row) => row.hasAttribute('data-selected')),
    );
  },
  /** One jump of the scroll area to its end, to the last order's row painted with its order. */
  scrollToEnd(): Promise<ActionTiming> {
    const scroller = one<HTMLElement>('[data-se-part="orders-inbox-scroll"]');
    const last = String(Number(one('[data-se-part="orders-inbox-grid"]').getAttribute('aria-rowcount')));
    return timed(
      () => scroller.scrollTo({ top: scroller.scrollHeight }),
      () => loadedOrderRows().some((row) => row.getAttribute('aria-rowindex') === last),
    );
  },
  /** Scrolls from the top to the end a screen per frame, as a fast wheel does; ms to the last row painted. */
  async scrollThrough(): Promise<ActionTiming & { frames: number; blankFrames: number }> {
    const scroller = one<HTMLElement>('[data-se-part="orders-inbox-scroll"]');
    scroller.scrollTo({ top: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const last = String(Number(one('[data-se-part="orders-inbox-grid"]').getAttribute('aria-rowcount')));
    let frames = 0;
    let blankFrames = 0;
    const step = () => {
      frames += 1;
      if (loadedOrderRows().length === 0) {
        blankFrames += 1;
      }
      if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += scroller.clientHeight;
        requestAnimationFrame(step);
      }
    };
    const timing = await timed(
      () => requestAnimationFrame(step),
      () => loadedOrderRows().some((row) => row.getAttribute('aria-rowindex') === last),
      180_000,
    );
    return { ...timing, frames, blankFrames };
  },
};

// LabelHistory --------------------------------------------------------------------------------

interface LabelRowFacts {
  status: string;
  tracking: string;
  number: string;
  day: string;
}

const labelRows = (): LabelRowFacts[] =>
  all<HTMLElement>('[data-se-part="label-history-row"]').map((row) => ({
    status: row.querySelector('[data-se-part="label-history-status"]')?.getAttribute('data-status') ?? '',
    tracking: row.querySelector('[data-se-part="label-history-tracking-status"]')?.getAttribute('data-status') ?? '',
    number: row.querySelector('[data-se-part="label-history-tracking-number"]')?.textContent ?? '',
    day: row.querySelector('time')?.getAttribute('dateTime')?.slice(0, 10) ?? '',
  }));

/** One change of LabelHistory's filters (each applies at once) and what every row then shows. */
export interface LabelFilterStep {
  field: 'labelStatus' | 'trackingStatus' | 'search' | 'from' | 'to';
  value: string;
  /** What the rows shown afterwards all have (every filter in force so far). */
  expect: { status?: string; tracking?: string; numberIncludes?: string; fromDay?: string; toDay?: string };
}

const labels = {
  firstPaint: () => whenPainted(() => labelRows().length > 0).then((at) => Math.round(at)),
  /** Changes one filter (a choice, or the whole search typed at once), to the matching rows painted. */
  filter(step: LabelFilterStep): Promise<ActionTiming> {
    const control = one<HTMLInputElement | HTMLSelectElement>(`[data-se-part="label-history-filters"] [name="${step.field}"]`);
    const before = labelRows()
      .map((row) => `${row.number}/${row.status}`)
      .join();
    const { status, tracking, numberIncludes, fromDay, toDay } = step.expect;
    return timed(
      () => setValue(control, step.value),
      () => {
        const rows = labelRows();
        return (
          rows.length > 0 &&
          rows.map((row) => `${row.number}/${row.status}`).join() !== before &&
          rows.every(
            (row) =>
              (!status || row.status === status) &&
              (!tracking || row.tracking === tracking) &&
              (!numberIncludes || row.number.toLowerCase().includes(numberIncludes.toLowerCase())) &&
              (!fromDay || row.day >= fromDay) &&
              (!toDay || row.day <= toDay),
          )
        );
      },
    );
  },
};

export const inboxBench = { orders, labels };
