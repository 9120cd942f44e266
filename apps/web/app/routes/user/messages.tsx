import type { Route } from './+types/messages';
import { MessagesPage } from '~/features/chat/components/MessagesPage.tsx';
import { chatBundle } from '~/features/chat/route-bundle.server.ts';
import { keepChatBundle, messagesMeta } from '~/features/chat/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/** The page's texts (route-scoped `chat` namespace) and title. */
export function loader({ context }: Route.LoaderArgs) {
  return chatBundle(context.get(serverContext).lang);
}

export const shouldRevalidate = keepChatBundle;

export const meta: Route.MetaFunction = ({ data, matches }) => messagesMeta(matches, data);

/** /user/messages: the buyer side's conversations. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  return <MessagesPage side="buyer" />;
}
