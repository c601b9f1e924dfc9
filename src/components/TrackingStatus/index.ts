export { TrackingStatus } from './TrackingStatus';
export type { TrackingStatusProps, TrackingStatusTarget } from './TrackingStatus';
