// CONTRACT (foundation): plain message text with links made clickable safely.
export function MessageText({ body }: { body: string }) {
  return <>{body}</>;
}
