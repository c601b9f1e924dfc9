// Where the main thread's time goes while OrdersInbox and LabelHistory filter 10,000 orders and
// labels, over the same actions as bench/inbox-browser.ts on the same page built unminified (names
// kept): the V8 sampling profiler's self time by function (JavaScript), and a Chrome trace's
// main-thread events by name (style, layout, paint, script: what the profiler calls "(program)").
// Not part of `npm run bench` (it measures nothing the bench reports):
// `npx tsx bench/inbox-profile.ts orders|labels`, after `npm run build`.
import type { Page } from 'playwright-core';
import { ORDER_STEPS, labelSteps, openBlock, startHarness } from './inbox-browser';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by function and by source file, largest first. */
function summarize(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) {
      continue;
    }
    const name = frame.url ? `${frame.functionName || '(anonymous)'} (line ${frame.lineNumber + 1})` : frame.functionName;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return { totalMs: Math.round(total), functions: sorted(byFunction) };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** Thread (CPU) time of the event: below `dur` when the thread waited for a core. */
  tdur?: number;
  tid: number;
  pid: number;
}

/**
 * The renderer main thread's trace events (complete ones), summed by name, wall time and thread
 * time (nested events count in their parents too); and its tasks (RunTask) of 50 ms or more, each
 * with its thread time: a task far longer than its thread time waited for a core (a loaded machine).
 */
function traceSummary(events: TraceEvent[], top = 14) {
  const main = events.find((event) => event.name === 'thread_name' && (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const byName = new Map<string, { wall: number; cpu: number }>();
  const longTasks: string[] = [];
  for (const event of events) {
    if (main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur) {
      const sum = byName.get(event.name) ?? { wall: 0, cpu: 0 };
      byName.set(event.name, { wall: sum.wall + event.dur / 1000, cpu: sum.cpu + (event.tdur ?? 0) / 1000 });
      if (event.name.endsWith('RunTask') && event.dur >= 50_000) {
        longTasks.push(`${(event.dur / 1000).toFixed(0)} ms (thread time ${((event.tdur ?? 0) / 1000).toFixed(0)} ms)`);
      }
    }
  }
  const names = [...byName]
    .sort((a, b) => b[1].cpu - a[1].cpu)
    .slice(0, top)
    .map(([name, ms]) => `${ms.cpu.toFixed(1).padStart(8)} ms thread time, ${ms.wall.toFixed(1).padStart(8)} ms wall  ${name}`);
  return { names, longTasks };
}

async function profiled(page: Page, run: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) {
      events.push(event);
    }
  });
  const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink.user_timing,__metadata', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Tracing.end');
  await traced;
  return { ...summarize(profile), trace: traceSummary(events) };
}

const block = process.argv[2] === 'labels' ? 'labels' : 'orders';
const harness = await startHarness({ minify: false });
try {
  const { page } = await openBlock(harness, block);
  const result = await profiled(page, async () => {
    if (block === 'orders') {
      for (const step of ORDER_STEPS) {
        await page.evaluate((filter) => (window as unknown as { inboxBench: { orders: { applyFilters(step: unknown): Promise<unknown> } } }).inboxBench.orders.applyFilters(filter), step);
        await page.waitForTimeout(300);
      }
    } else {
      for (const step of labelSteps(Date.now())) {
        await page.evaluate((filter) => (window as unknown as { inboxBench: { labels: { filter(step: unknown): Promise<unknown> } } }).inboxBench.labels.filter(filter), step);
        await page.waitForTimeout(300);
      }
    }
  });
  console.log(`${block}: ${result.totalMs} ms sampled (idle included)\n\nJavaScript by function (self time):\n${result.functions.join('\n')}\n\nMain-thread trace events by name (nested ones counted in their parents too):\n${result.trace.names.join('\n')}\n\nMain-thread tasks of 50 ms or more: ${result.trace.longTasks.join(', ') || 'none'}`);
} finally {
  await harness.close();
}
