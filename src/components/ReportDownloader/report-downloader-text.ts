import { reportDownloader } from '../../locales/en/report-downloader';

/**
 * The English namespace ReportDownloader's parts read beyond the shared ones, passed to
 * `useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT)` (one object: merged once).
 */
export const REPORT_DOWNLOADER_TEXT = { reportDownloader };
