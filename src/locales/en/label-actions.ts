// The English texts of the label's actions (components/shared/label: the print button and its
// frame, the refund panel), which LabelPurchase's result and LabelHistory's rows both render;
// `./catalogue.ts` composes the catalogue from these, and the parts bring this file themselves
// (label-actions-text.ts). The same keys are in es/, fr/ and de/.
export const labelActions = {
  print: {
    downloadLabel: 'Download label',
    printLabel: 'Print label',
    printFallback: 'If no print dialog opens, open the label and print it from your browser.',
    openLabel: 'Open label',
    printFailed: "We couldn't load the label to print it.",
    printRefused: "This label file isn't a PDF or an image, so it can't be printed from this page.",
  },
  refund: {
    voidLabel: 'Void label',
    confirmTitle: 'Void this label?',
    confirmBody:
      "Once voided, the label can't be used for shipping. The carrier decides on the refund of {amount}, which can take a few days.",
    confirm: 'Void label',
    requesting: 'Requesting refund…',
    refundRequested: 'Refund requested',
    failed: "We couldn't request a refund for this label.",
    labelStatus: 'Label status: {status}',
    statuses: {
      QUEUED: 'Your refund request is queued.',
      PENDING: 'The carrier is reviewing your refund request.',
      SUCCESS: 'The label was voided and refunded.',
      ERROR: 'The carrier turned down the refund request.',
    },
  },
};
