/** Date and time for the console, where the hour matters ("reported at 09:14"). */
export const formatDateTime = (value: string, lang: string) => new Date(value).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
