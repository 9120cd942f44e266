// Which conversations a screen shows right now. Messages arriving in one of them, while the page is
// visible, are read at once: they do not count as unread.
const shown = new Map<string, number>();

export function showConversation(id: string): () => void {
  shown.set(id, (shown.get(id) ?? 0) + 1);
  return () => {
    const left = (shown.get(id) ?? 1) - 1;
    if (left > 0) shown.set(id, left);
    else shown.delete(id);
  };
}

export function isReadingConversation(id: string): boolean {
  return shown.has(id) && typeof document !== 'undefined' && document.visibilityState === 'visible';
}
