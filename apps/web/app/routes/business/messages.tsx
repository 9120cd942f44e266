import type { Route } from './+types/messages';
import { MessagesRoute } from '~/features/chat/components/MessagesPage.tsx';
export { messagesLoader as loader } from '~/features/chat/route-bundle.server.ts';
export { messagesMeta as meta, keepChatBundle as shouldRevalidate } from '~/features/chat/route-meta.ts';

/** /business/messages: the supplier side's conversations (the page is shared with the other side's route). */
export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesRoute side="supplier" data={loaderData} />;
}
