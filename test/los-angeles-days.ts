// Pickup dates for the PickupScheduler stories and e2e tests, which run on the browser's real
// clock against the seeded sender in Los Angeles. Carriers book at most 7 days ahead, so a date is
// looked for from tomorrow to six days on: "next Tuesday" seen from a Tuesday morning is more than
// 7 days before its window opens, and the carrier refuses it for that instead.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The first Los Angeles date (`YYYY-MM-DD`) from tomorrow to six days on whose weekday (0 = Sunday) `accept` takes. */
export function nextLosAngelesDate(accept: (weekday: number) => boolean, now = Date.now()): string {
  for (let days = 1; days <= 6; days += 1) {
    const candidate = new Date(now + days * 86_400_000);
    const weekday = WEEKDAYS.indexOf(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'short' }).format(candidate));
    if (accept(weekday)) {
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(candidate);
    }
  }
  throw new Error('No such day in the next six days');
}

/** A business day (Monday to Friday), when carriers pick up. */
export const isBusinessDay = (weekday: number) => weekday >= 1 && weekday <= 5;

/** A Saturday or Sunday, when carriers do not. */
export const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;
