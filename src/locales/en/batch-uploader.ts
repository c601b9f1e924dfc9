// The English texts of one block's namespace; `../en.ts` composes the catalogue from these, and
// the block brings this file itself (see rate-picker.ts).
// The owner of the block adds its keys here and the same keys in es/, fr/ and de/.
export const batchUploader = {
  title: 'Batch labels',
  upload: {
    heading: 'Upload a spreadsheet',
    instructions: 'A CSV or TSV file with one shipment per row and the column names on the first line. Up to 10,000 rows.',
    dropHere: 'Drop the file here',
    choose: 'Choose a file',
    template: 'Download the template',
    reading: 'Reading {file}…',
    refusals: {
      empty: 'This file has no rows. Add one shipment per line under the column names.',
      binary: 'This is not a text file. Save the spreadsheet as CSV (comma or semicolon separated) or TSV and upload that.',
      noColumns: 'None of the columns is one we know. Download the template to see the column names.',
      tooManyRows: 'This file has more than 10,000 rows. Split it into files of at most 10,000 rows.',
      unreadable: 'The file could not be read. Try again, or save it again as CSV.',
    },
  },
  mapping: {
    heading: 'Columns',
    description: 'Each field takes its values from the column shown. The choice is remembered for your next file.',
    notMapped: 'Not in the file',
  },
  preview: {
    heading: 'Rows',
    // One sentence of separately pluralised parts: each count agrees with its own words.
    summary: '{rows}: {ready}, {toFix}, {skipped}',
    summaryRows: { one: '{count} row', other: '{count} rows' },
    summaryReady: { one: '{count} ready', other: '{count} ready' },
    summaryToFix: { one: '{count} to fix', other: '{count} to fix' },
    summaryBlank: { one: '{count} blank line skipped', other: '{count} blank lines skipped' },
    tableLabel: 'Rows of {file}',
    line: 'Line',
    status: 'Status',
    actions: 'Actions',
    ready: 'Ready',
    toFix: 'To fix',
    onlyToFix: 'Show only the rows to fix',
    cellLabel: 'Line {line}: {field}',
    removeRow: 'Remove line {line}',
    exportInvalid: 'Download the rows to fix (CSV)',
    exportFailed: 'The rows to fix could not be prepared for download. Check the connection and try again.',
    errorsColumn: 'Errors',
    chooseAnother: 'Choose another file',
    mappingFailed: 'The file could not be read again, so the column was not changed. Choose the file again.',
    invalidNote: {
      one: '{count} row still has errors. Fix it in the table or remove it; only ready rows are sent.',
      other: '{count} rows still have errors. Fix them in the table or remove them; only ready rows are sent.',
    },
    errors: {
      unmapped: 'No column gives the {field}.',
    },
  },
  // The block's step heading once the batch exists (the batch review's own words load with its steps).
  batch: {
    heading: 'Batch',
  },
  announcements: {
    parsing: 'Reading the file…',
    preview: 'File read.',
    validating: 'Checking the shipments of the batch…',
    valid: 'Every shipment is ready to buy.',
    invalid: 'Some shipments cannot be shipped.',
    purchasing: 'Buying the labels…',
    purchased: 'The labels are bought.',
  },
};
