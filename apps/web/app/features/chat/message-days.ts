// Day separators in a conversation, by the reader's local calendar day.

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function dayKey(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whether a message starts a new day after the previous one (the first message always does). */
export function startsDay(previous: string | undefined, current: string): boolean {
  return previous === undefined || dayKey(previous) !== dayKey(current);
}

/** 'today', 'yesterday' or null (show the date) for a day, seen from `now`. */
export function relativeDay(value: string, now: Date = new Date()): 'today' | 'yesterday' | null {
  const key = dayKey(value);
  if (key === dayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return key === dayKey(yesterday) ? 'yesterday' : null;
}
