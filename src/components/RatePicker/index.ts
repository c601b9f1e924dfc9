export { RatePicker } from './RatePicker';
export type { RatePickerProps } from './RatePicker';
