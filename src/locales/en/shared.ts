// The English texts every block reads (buttons, errors, the token, rate attributes) and the
// catalogue's language. The provider holds these always; each block brings its own namespace (see the other
// files here), and `../en.ts` composes the whole catalogue from them all.
export const shared = {
  // BCP 47 tag of the language the texts are in: the kit's roots state it as `lang`.
  language: 'en',
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    back: 'Back',
    next: 'Next',
    continue: 'Continue',
    save: 'Save',
    saving: 'Saving…',
    edit: 'Edit',
    remove: 'Remove',
    dismiss: 'Dismiss',
    yes: 'Yes',
    no: 'No',
    required: 'Required',
    optional: 'Optional',
    requiredFieldsNote: 'Fields marked with an asterisk (*) are required.',
    showAll: { one: 'Show all ({count})', other: 'Show all ({count})' },
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: "Couldn't copy. Select the text and copy it yourself.",
    download: 'Download',
    print: 'Print',
    testModeBanner: 'Test mode: labels are not valid for shipping',
    opensInNewTab: '(opens in a new tab)',
  },

  errors: {
    title: 'Something went wrong',
    api: "The shipping service couldn't complete this request. Try again.",
    serviceUnavailable: 'The shipping service is temporarily unavailable. Try again in a few minutes.',
    auth: 'Your session has expired. Sign in again to continue.',
    forbidden: "Your account doesn't have permission to do this.",
    network: "You seem to be offline. Check your internet connection and try again.",
    timeout: 'The shipping service took too long to respond. Try again.',
    unexpectedResponse:
      "The shipping service sent a response we couldn't read. Try again, and contact support if it keeps happening.",
    invalidRequest: 'Some details are missing or not valid. Check the highlighted fields and try again.',
    rateLimited: 'Too many requests in a short time. Wait a moment, then try again.',
    notFound: "We couldn't find this item. It may have been deleted or may have expired.",
    conflict: 'This request conflicts with an earlier one. Reload the page and try again.',
    unknown: 'Something unexpected went wrong. Try again.',
    reference: 'Reference: {requestId}',
  },

  // The one wording of a form's field errors, whatever the block (issue 38): each key is the
  // issue code a form's schema reports; {field} is the field's visible label.
  formErrors: {
    required: '{field} is required.',
    invalid: '{field} is not valid.',
    tooLong: { one: '{field} must be {count} character or fewer.', other: '{field} must be {count} characters or fewer.' },
    positive: '{field} must be a number greater than 0, such as 2.5.',
    amount: '{field} must be an amount, such as 12.50.',
    wholeNumber: '{field} must be a whole number of 1 or more.',
    currency: 'Enter a three-letter currency code, such as USD.',
    country: 'Choose a country from the list.',
    // A field the shipping service refused (its own wording goes to onError, not on screen).
    rejected: 'Check {field}: the shipping service did not accept it.',
  },

  token: {
    refreshing: 'Reconnecting…',
    refreshed: 'Reconnected',
    expired: 'Your session has expired.',
  },

  rateAttributes: {
    CHEAPEST: 'Cheapest',
    FASTEST: 'Fastest',
    BESTVALUE: 'Best value',
  },
};
