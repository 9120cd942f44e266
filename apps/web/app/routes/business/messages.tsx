// STUB (foundation): the chat work replaces this page.
export default function Messages() {
  return null;
}
