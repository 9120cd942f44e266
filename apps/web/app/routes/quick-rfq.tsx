import { Anchor, Container, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/quick-rfq';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { useCreateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { QUICK_RFQ_DRAFT_KEY, readQuickRfqDraft, saveQuickRfqDraft } from '~/features/rfq/public/quick-rfq-draft.ts';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:quick.title');

/**
 * `/quick-rfq`: the short RFQ form. Guests post first and then register in the quickRegister
 * dialog, which creates the account and the RFQ together; logged-in buyers post at once.
 */
export default function QuickRfqPage() {
  const { t } = useTranslation('sourcing');
  const me = useMe();
  const dialog = useDialog();
  const create = useCreateRfq();
  const navigate = useNavigate();
  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack>
          <Title order={1}>{t('quick.title')}</Title>
          <Text size="lg">{t('quick.subtitle')}</Text>
          <List spacing="xs">
            <List.Item>{t('quick.point1')}</List.Item>
            <List.Item>{t('quick.point2')}</List.Item>
            <List.Item>{t('quick.point3')}</List.Item>
          </List>
          {!me && (
            <Text size="sm">
              {t('quick.haveAccount')}{' '}
              <Anchor component={Link} to={withDirectUrl('/login', '/quick-rfq')}>
                {t('quick.login')}
              </Anchor>
            </Text>
          )}
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <RfqForm
            variant="quick"
            initial={readQuickRfqDraft()}
            onValuesChange={saveQuickRfqDraft}
            submitLabel={me ? t('quick.submit') : t('quick.submitGuest')}
            busy={create.isPending}
            onSubmit={async (form) => {
              if (!me) {
                dialog.open('quickRegister', { userType: 'Buyer', formData: form });
                return;
              }
              const rfq = await create.mutateAsync(form);
              window.sessionStorage.removeItem(QUICK_RFQ_DRAFT_KEY);
              await navigate(`/user/request-quotation/detail/${rfq.id}`);
              dialog.open('rfqPostingSuccessful', { rfqId: rfq.id, productName: rfq.product_name });
            }}
          />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
