// Stub: replaced by the user-admin feature. Warn / suspend / reinstate an account, each with a reason.
export function AccountActions({ userId, status, name }: { userId: string; status: string; name: string; onDone?: () => void }) {
  void userId;
  void status;
  void name;
  return null;
}
