import { formatMessage, type MessageValue } from '../provider/messages';

/** What a list block's controller gives its frame: whether the list is there, why not, and the machine. */
export interface ListFrameFlow<Step extends string, Kind extends string> {
  ready: boolean;
  loadError: unknown;
  state: { step: Step; news: { kind: Kind; name: string } | null };
}

/**
 * The frame of a block that manages a list it loads first (CarrierAccounts, ServiceGroups):
 * `dataState`, its `data-state` (the machine's step once the list is there, `loading` or `error`
 * before), and `news`, the sentence its live region announces for the machine's last change
 * (`announce[kind]` with the item's name; empty when there is none).
 */
export function listFrame<Step extends string, Kind extends string>(
  flow: ListFrameFlow<Step, Kind>,
  announce: Readonly<Record<Kind, MessageValue>>,
  locale: string,
): { dataState: Step | 'loading' | 'error'; news: string } {
  const { state } = flow;
  return {
    dataState: flow.ready ? state.step : flow.loadError ? 'error' : 'loading',
    news: state.news ? formatMessage(announce[state.news.kind], { name: state.news.name }, locale) : '',
  };
}
