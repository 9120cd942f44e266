export interface AuditChange {
  key: string;
  /** The value as text; null when the key is absent on that side. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

const asText = (value: unknown): string | null => {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * The keys of an audit row's before and after snapshots side by side, as text (never markup:
 * snapshots hold what users wrote), with the keys whose value changed marked.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const b = asText(before?.[key]);
    const a = asText(after?.[key]);
    return { key, before: b, after: a, changed: b !== a };
  });
}
