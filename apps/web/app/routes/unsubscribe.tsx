// STUB (foundation): the notifications work replaces this page.
export default function Unsubscribe() {
  return null;
}
