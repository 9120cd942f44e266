export interface SlotDay {
  /** YYYY-MM-DD in the viewer's time zone. */
  key: string;
  slots: string[];
}

/** Slot starts grouped by calendar day in a time zone (the viewer's), days and times in order. */
export function groupSlotsByDay(slots: readonly string[], timeZone: string): SlotDay[] {
  // en-CA formats a date as YYYY-MM-DD, which sorts and keys well.
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const key = dayOf.format(new Date(slot));
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([key, list]) => ({ key, slots: list }));
}

/** The viewer's time zone (the browser's), with the team's zone when it cannot be read. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Ho_Chi_Minh';
  } catch {
    return 'Asia/Ho_Chi_Minh';
  }
}
