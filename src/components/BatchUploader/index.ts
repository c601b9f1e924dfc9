export { BatchUploader } from './BatchUploader';
export type { BatchUploaderProps } from './BatchUploader';
