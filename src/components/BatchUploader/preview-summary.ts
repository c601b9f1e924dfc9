import { formatCounts, type Messages } from '../../provider/messages';

// The preview's sentence with several counts, each count pluralised on its own ("3 rows:
// 1 ready, 2 to fix, 1 blank line skipped"; French "3 lignes : 1 prête, 2 à corriger…").

/** What the preview counted in the file. */
export interface PreviewCounts {
  total: number;
  valid: number;
  invalid: number;
  blank: number;
}

/** The preview's summary line: rows, ready, to fix, blank lines skipped. */
export function previewSummary({ preview }: Messages['batchUploader'], counts: PreviewCounts, locale: string): string {
  return formatCounts(
    preview.summary,
    {
      rows: [preview.summaryRows, counts.total],
      ready: [preview.summaryReady, counts.valid],
      toFix: [preview.summaryToFix, counts.invalid],
      skipped: [preview.summaryBlank, counts.blank],
    },
    locale,
  );
}
