/** Clears local storage, session storage and readable cookies; reloads when asked (failed logout). */
export function clearClientState(reload: boolean) {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  if (reload) window.location.reload();
}
