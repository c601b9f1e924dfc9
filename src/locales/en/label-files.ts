// The names of the label file types (spec §2 `label_file_type`, the ten values), read by every
// block that offers a format: LabelPurchase and BatchUploader each bring this namespace.
export const labelFiles = {
  types: {
    PNG: 'PNG image',
    'PNG_2.3x7.5': 'PNG image (2.3 × 7.5 in label)',
    PDF: 'PDF (full page)',
    'PDF_2.3x7.5': 'PDF (2.3 × 7.5 in label)',
    PDF_4x6: 'PDF (4 × 6 in label)',
    PDF_4x8: 'PDF (4 × 8 in label)',
    PDF_A4: 'PDF (A4 page)',
    PDF_A5: 'PDF (A5 page)',
    PDF_A6: 'PDF (A6 label)',
    ZPLII: 'ZPL II (thermal printer)',
  },
};
