import { Anchor, Container, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/quick-rfq';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { useCreateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { QUICK_RFQ_DRAFT_KEY, quickRfqFromProduct, quickRfqInitial, readQuickRfqDraft, saveQuickRfqDraft } from '~/features/rfq/public/quick-rfq-draft.ts';
import { useProductPrefill } from '~/features/rfq/api/get-product-prefill.ts';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:quick.title');

/**
 * `/quick-rfq`: the short RFQ form. Guests post first and then register in the quickRegister
 * dialog, which creates a buyer account and the RFQ together; logged-in buyers post at once.
 * `?product_name=` (or `rfq-name=`) fills the product name; `?product_id=` starts from that product
 * (name, category, unit, minimum order), the "Post a request for this product" link of a product page.
 */
export default function QuickRfqPage() {
  const { t } = useTranslation('sourcing');
  const me = useMe();
  const dialog = useDialog();
  const create = useCreateRfq();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = useProductPrefill(params);
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
              <Anchor component={Link} to={withDirectUrl('/login', params.size ? `/quick-rfq?${params.toString()}` : '/quick-rfq')}>
                {t('quick.login')}
              </Anchor>
            </Text>
          )}
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {product.pending ? (
            <Loader aria-label={t('quick.loadingProduct')} />
          ) : (
          <RfqForm
            variant="quick"
            // Read once: the form keeps its own values after the first render.
            initial={product.prefill ? quickRfqFromProduct(product.prefill, readQuickRfqDraft()) : quickRfqInitial(params, readQuickRfqDraft())}
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
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
