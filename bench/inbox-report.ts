// How bench/inbox-browser.ts's figures are written: the RESULTS.md sections of OrdersInbox and
// LabelHistory, the goals missed (the over-budget list), the README's headline lines and the
// console's verdicts. Goals are ratios and verdicts here, never pass/fail tests.
import { FILTER_GOAL_MS, TASK_GOAL_MS, type ActionSummary, type FirstPaint, type LabelHistoryFigure, type OrdersInboxFigure } from './inbox-browser';

export type Measured<T> = T | { error: string };

/** The over-budget lines of each block start with its name: a part measured alone replaces its own. */
export const ORDERS_PREFIX = 'OrdersInbox with 10,000 orders';
export const LABELS_PREFIX = 'LabelHistory with 10,000 labels';

const list = (summary: ActionSummary) => summary.readings.map((reading) => reading.ms).join(', ');
const tasks = (summary: ActionSummary) => summary.readings.map((reading) => reading.longestTaskMs).join(', ');
const ratio = (value: number, goal: number) => `${(value / goal).toFixed(2)}×`;

/** "median 84 ms (0.84× the 100 ms goal, met)" */
function timeVerdict(summary: ActionSummary): string {
  const met = summary.overTimeGoal === 0;
  return `median ${summary.medianMs} ms, ${ratio(summary.medianMs, FILTER_GOAL_MS)} the ${FILTER_GOAL_MS} ms goal; ${summary.overTimeGoal} of ${summary.readings.length} readings at or over it (${met ? 'met' : '**missed**'})`;
}

function taskVerdict(summary: ActionSummary): string {
  const met = summary.overTaskGoal === 0;
  return `longest task ${summary.maxTaskMs} ms of wall time, ${ratio(summary.maxTaskMs, TASK_GOAL_MS)} the ${TASK_GOAL_MS} ms goal; ${summary.overTaskGoal} of ${summary.readings.length} readings with one at or over it (${met ? 'met' : '**missed**'}); the most thread time of one task ${summary.maxTaskCpuMs} ms (${ratio(summary.maxTaskCpuMs, TASK_GOAL_MS)})`;
}

function firstPaintLine(figure: FirstPaint, what: string): string {
  return `- First ${what} painted: **${figure.medianMs} ms** from navigation (median; rounds ${figure.rounds.join(', ')} ms), the page's longest task while loading ${figure.longestTaskMs.join(', ')} ms (Long Tasks API; 0: none of 50 ms or more).`;
}

function readingsTable(summaries: [string, ActionSummary][]): string[] {
  return [
    '| action | ms to painted | of which the longest API request | requests | longest main-thread task (ms, wall) | most thread time of a task (ms) |',
    '|---|---|---|---|---|---|',
    ...summaries.flatMap(([, summary]) =>
      summary.readings.map((reading) => `| ${reading.action} | ${reading.ms} | ${reading.apiMs} | ${reading.requests} | ${reading.longestTaskMs} | ${reading.longestTaskCpuMs} |`),
    ),
  ];
}

export function ordersSection(figure: Measured<OrdersInboxFigure>, cause: string): string {
  if ('error' in figure) {
    return `## Orders inbox (OrdersInbox)\n\nOrdersInbox in Chromium could not be measured: ${figure.error}\n`;
  }
  const { filterChange, selectMatching, scrollToEnd, scrollThrough } = figure;
  return [
    '## Orders inbox (OrdersInbox)',
    '',
    `In the production build of bench/inbox-page in Chromium against the sandbox over HTTP with ${figure.orders.toLocaleString('en')} orders (\`createSandbox({ orders: 10000 })\`; bench/inbox-browser.ts), ${figure.firstPaint.rounds.length} fresh pages, each running every action once; each action timed in the page from the click to the first frame that shows its result, with the longest main-thread task meanwhile (Long Tasks API, and a message-loop probe for shorter ones; wall time) and the most thread time of one task (Chrome's trace: a task's wall time on a loaded machine includes its waits for a core). Load average meanwhile: ${figure.loadAverage} on 2 cores. Goals (issue 26): a filter change paints in under ${FILTER_GOAL_MS} ms, no main-thread task of ${TASK_GOAL_MS} ms or more.`,
    '',
    firstPaintLine(figure.firstPaint, 'page of orders (the default filter: paid and partially shipped)'),
    `- A filter change ("Apply") to its rows painted: ${timeVerdict(filterChange)}; ${taskVerdict(filterChange)}. The longest API request it waited for: median ${filterChange.medianApiMs} ms. Readings: ${list(filterChange)} ms; longest tasks ${tasks(filterChange)} ms.`,
    `- "Select all 10,000 matching" to every row shown selected: median ${selectMatching.medianMs} ms (${list(selectMatching)}); ${taskVerdict(selectMatching)}.`,
    `- One jump to the last order (the scroll area's end) to its row painted with its order: median ${scrollToEnd.medianMs} ms (${list(scrollToEnd)}; one request for its page, median ${scrollToEnd.medianApiMs} ms); ${taskVerdict(scrollToEnd)}.`,
    `- Scrolling through all ${figure.orders.toLocaleString('en')} orders a screen per frame (a fast wheel, ${scrollThrough.frames[0] ?? 0} frames) to the last row painted: median ${scrollThrough.medianMs} ms (${list(scrollThrough)}), frames with no order shown yet (pages still loading): ${scrollThrough.blankFrames.join(', ')}; ${taskVerdict(scrollThrough)} (the frames' work, not a goal of the issue's).`,
    '',
    ...readingsTable([['filter', filterChange]]),
    '',
    cause,
    '',
  ].join('\n');
}

export function labelsSection(figure: Measured<LabelHistoryFigure>, cause: string): string {
  if ('error' in figure) {
    return `## Label history (LabelHistory)\n\nLabelHistory in Chromium could not be measured: ${figure.error}\n`;
  }
  const { filterChange, byApi, inBlock } = figure;
  return [
    '## Label history (LabelHistory)',
    '',
    `In the production build of bench/inbox-page in Chromium against the sandbox over HTTP with ${figure.labels.toLocaleString('en')} labels (\`createSandbox({ labels: 10000 })\`; bench/inbox-browser.ts), each filter change timed in the page from the change (each applies at once) to the first frame whose rows all match, with the longest main-thread task meanwhile, in fresh pages of the block's default (25 labels a request). Load average meanwhile: ${figure.loadAverage} on 2 cores. Goals (issue 27): a filter change paints in under ${FILTER_GOAL_MS} ms, no main-thread task of ${TASK_GOAL_MS} ms or more. The sandbox computes each label's tracking life once, on the first tracking filter; the bench makes that request before the pages open.`,
    '',
    firstPaintLine(figure.firstPaint, '25 labels'),
    `- Every filter change: ${timeVerdict(filterChange)}; ${taskVerdict(filterChange)}.`,
    `- Filtered by the API (a label or tracking status: a new list from its first page): ${timeVerdict(byApi)}; ${taskVerdict(byApi)}; the API's answer, median ${byApi.medianApiMs} ms.`,
    `- Filtered by the block (the search, the first day: over the labels read, reading on while fewer than 25 match): ${timeVerdict(inBlock)}; ${taskVerdict(inBlock)}.`,
    '',
    ...readingsTable([
      ['api', byApi],
      ['block', inBlock],
    ]),
    '',
    cause,
    '',
  ].join('\n');
}

/** The goals a figure missed, as over-budget lines. */
export function ordersProblems(figure: Measured<OrdersInboxFigure>): string[] {
  if ('error' in figure) {
    return [];
  }
  const problems: string[] = [];
  const { filterChange } = figure;
  if (filterChange.overTimeGoal > 0) {
    problems.push(`${ORDERS_PREFIX}: a filter change took ${FILTER_GOAL_MS} ms or more to paint in ${filterChange.overTimeGoal} of ${filterChange.readings.length} readings (median ${filterChange.medianMs} ms; goal: under ${FILTER_GOAL_MS} ms)`);
  }
  for (const [what, summary] of [
    ['a filter change', filterChange],
    ['select all matching', figure.selectMatching],
    ['the jump to the last order', figure.scrollToEnd],
  ] as const) {
    if (summary.overTaskGoal > 0) {
      problems.push(`${ORDERS_PREFIX}: a main-thread task of ${TASK_GOAL_MS} ms or more during ${what} in ${summary.overTaskGoal} of ${summary.readings.length} readings (the most ${summary.maxTaskMs} ms of wall time, ${summary.maxTaskCpuMs} ms of thread time)`);
    }
  }
  return problems;
}

export function labelsProblems(figure: Measured<LabelHistoryFigure>): string[] {
  if ('error' in figure) {
    return [];
  }
  const { filterChange } = figure;
  return [
    ...(filterChange.overTimeGoal > 0
      ? [`${LABELS_PREFIX}: a filter change took ${FILTER_GOAL_MS} ms or more to paint in ${filterChange.overTimeGoal} of ${filterChange.readings.length} readings (median ${filterChange.medianMs} ms; goal: under ${FILTER_GOAL_MS} ms)`]
      : []),
    ...(filterChange.overTaskGoal > 0
      ? [`${LABELS_PREFIX}: a main-thread task of ${TASK_GOAL_MS} ms or more during a filter change in ${filterChange.overTaskGoal} of ${filterChange.readings.length} readings (the most ${filterChange.maxTaskMs} ms of wall time, ${filterChange.maxTaskCpuMs} ms of thread time)`]
      : []),
  ];
}

export function ordersHeadline(figure: Measured<OrdersInboxFigure>): string[] {
  return 'error' in figure
    ? []
    : [
        `- ${ORDERS_PREFIX} in Chromium: first page ${figure.firstPaint.medianMs} ms, a filter change to paint ${figure.filterChange.medianMs} ms (goal ${FILTER_GOAL_MS}), longest task ${figure.filterChange.maxTaskMs} ms (${figure.filterChange.maxTaskCpuMs} ms of thread time; goal under ${TASK_GOAL_MS}), select all matching ${figure.selectMatching.medianMs} ms, to the last order ${figure.scrollToEnd.medianMs} ms`,
      ];
}

export function labelsHeadline(figure: Measured<LabelHistoryFigure>): string[] {
  return 'error' in figure
    ? []
    : [
        `- ${LABELS_PREFIX} in Chromium: first page ${figure.firstPaint.medianMs} ms, a filter change to paint ${figure.filterChange.medianMs} ms (by the API ${figure.byApi.medianMs}, by the block ${figure.inBlock.medianMs}; goal ${FILTER_GOAL_MS}), longest task ${figure.filterChange.maxTaskMs} ms (${figure.filterChange.maxTaskCpuMs} ms of thread time; goal under ${TASK_GOAL_MS})`,
      ];
}
