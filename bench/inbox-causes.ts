// What the time of OrdersInbox's and LabelHistory's actions goes to, from a profile (bench/inbox-profile.ts):
// written into their sections of bench/RESULTS.md beside the figures.
export const INBOX_CAUSES = {
  orders: '',
  labels: '',
};
