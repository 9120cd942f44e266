/** The sentence beside a post's status badge: what the status means for the supplier (spec: 0 pending, 1 approved, 2 rejected, 3 closed). */
export function productStatusNote(status: number, rejectReason: string | null): { key: string; values?: Record<string, string> } {
  switch (status) {
    case 1:
      return { key: 'finish.status.approved' };
    case 2:
      return rejectReason?.trim() ? { key: 'finish.status.rejectedReason', values: { reason: rejectReason.trim() } } : { key: 'finish.status.rejected' };
    case 3:
      return { key: 'finish.status.closed' };
    default:
      return { key: 'finish.status.pending' };
  }
}
