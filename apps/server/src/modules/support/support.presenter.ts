import type { AdminSupportListItem, AdminSupportRequest, SupportListItem, SupportRequestDetail } from '@tradelink/shared/support/support';
import type { SupportMessageRow, SupportRequestRow } from './support.repository.ts';

export function presentListItem(row: SupportRequestRow): SupportListItem {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    unread: row.unreadByUser,
  };
}

export function presentDetail(row: SupportRequestRow, messages: SupportMessageRow[]): SupportRequestDetail {
  return {
    ...presentListItem(row),
    body: row.body,
    details: row.details ?? {},
    messages: messages.map((m) => ({ id: m.id, author_role: m.authorRole, body: m.body, created_at: m.createdAt.toISOString() })),
  };
}

export function presentAdminListItem(row: SupportRequestRow, messageCount: number, lastMessageRole: 'user' | 'operator' | null): AdminSupportListItem {
  return {
    ...presentListItem(row),
    user_id: row.userId,
    name: row.name,
    email: row.email,
    message_count: Number(messageCount),
    last_message_role: lastMessageRole,
  };
}

export function presentAdminDetail(row: SupportRequestRow, messages: SupportMessageRow[], accountStatus: string | null, paymentId: string | null = null): AdminSupportRequest {
  return {
    ...presentDetail(row, messages),
    language: row.language,
    requester: { user_id: row.userId, name: row.name, email: row.email, status: row.userId ? accountStatus : null },
    ...(paymentId ? { payment_id: paymentId } : {}),
  };
}
