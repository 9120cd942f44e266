/**
 * A moment in the viewer's own time zone, with the zone's short name ("2 Mar 2026, 16:00 GMT+7"),
 * so operators in different places read appointments right. Rendered in the browser only (the
 * queue is fetched there), so the server's zone never shows.
 */
export function formatDateTime(value: string, lang: string): string {
  return new Date(value).toLocaleString(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
}
