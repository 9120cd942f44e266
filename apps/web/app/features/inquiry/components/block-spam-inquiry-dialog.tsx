import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { SPAM_NOTICE_KEY } from '../api/inquiry-queries.ts';

/** `blockSpamInquiry`: too many inquiries in a short time; the server's message says how long to wait. */
export default function BlockSpamInquiryDialog({ close }: DialogComponentProps<'blockSpamInquiry'>) {
  const { t } = useTranslation(['inquiry', 'common']);
  const message = useQueryClient().getQueryData<string | null>(SPAM_NOTICE_KEY);
  return (
    <Modal opened onClose={close} title={t('spam.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text role="alert">{message || t('spam.fallback')}</Text>
        <Anchor component={Link} to={helpArticlePath('inquiry-limits')} onClick={close} size="sm">
          {t('common:helpArticle')}
        </Anchor>
        <Group justify="flex-end">
          <Button onClick={close}>{t('spam.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
