// CONTRACT (foundation): the product / RFQ / quotation card a message carries.
import type { ChatEmbed } from '@tradelink/shared/chat/chat';

export function EmbedCard({ embed }: { embed: ChatEmbed; compact?: boolean }) {
  return <a href={embed.url}>{embed.title}</a>;
}
