export { LabelHistory } from './LabelHistory';
export type { LabelHistoryProps, LabelDetails } from './LabelHistory';
