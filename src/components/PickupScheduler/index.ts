export { PickupScheduler, type PickupSchedulerProps } from './PickupScheduler';
