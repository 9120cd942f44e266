import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { useDecideFirstContact, useUnlockChat } from '../api/gate-mutations.ts';
import { gateNotice } from '../gate-view.ts';

/** Refusals that mean "this needs a (bigger) plan": the plans open in place. */
export const PLAN_CODES = new Set(['CHAT_PLAN_REQUIRED', 'PLAN_REQUIRED', 'CONVERSATION_QUOTA_EXCEEDED']);

/**
 * The first-contact gate above the composer: the sender waits (a supplier may unlock), the
 * receiver accepts or declines (or just replies), a declined conversation is closed.
 */
export function GateBar({ conversation, counterpartName }: { conversation: ChatConversation; counterpartName: string }) {
  const { t } = useTranslation('chat');
  const dialog = useDialog();
  const decide = useDecideFirstContact();
  const unlock = useUnlockChat();
  const notice = gateNotice(conversation);
  const id = conversation.conversation_sid;

  if (notice.kind === 'none') return null;
  if (notice.kind === 'rejected') {
    return (
      <Alert color="gray" radius={0} py="xs" role="status">
        <Text size="sm">{t('gate.rejected')}</Text>
      </Alert>
    );
  }
  if (notice.kind === 'decide') {
    return (
      <Alert color="blue" radius={0} py="xs">
        <Text size="sm" mb={6}>
          {t('gate.decide', { name: counterpartName })}
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={decide.isPending && decide.variables?.decision === 'accept'} disabled={decide.isPending} onClick={() => decide.mutate({ conversation_id: id, decision: 'accept' })}>
            {t('gate.accept')}
          </Button>
          <Button size="xs" variant="default" loading={decide.isPending && decide.variables?.decision === 'reject'} disabled={decide.isPending} onClick={() => decide.mutate({ conversation_id: id, decision: 'reject' })}>
            {t('gate.decline')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" radius={0} py="xs" role="status">
      <Text size="sm">{t('gate.waiting', { name: counterpartName })}</Text>
      {notice.canUnlock && (
        <>
          <Text size="xs" c="dimmed" mt={4}>
            {t('gate.unlockHint')}
          </Text>
          <Button
            size="xs"
            mt={6}
            loading={unlock.isPending}
            onClick={() =>
              unlock.mutate(id, {
                onError: (error) => {
                  if (error instanceof ApiError && PLAN_CODES.has(error.code)) dialog.open('pricing', { reason: error.messages[0] });
                  else notifications.show({ color: 'red', message: apiErrorText(error, t('errors.generic')) });
                },
              })
            }
          >
            {t('gate.unlock')}
          </Button>
        </>
      )}
    </Alert>
  );
}
