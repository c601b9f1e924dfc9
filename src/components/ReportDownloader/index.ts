export { ReportDownloader } from './ReportDownloader';
export type { ReportDownloaderProps } from './ReportDownloader';
