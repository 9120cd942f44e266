import { Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/rfq-new';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useCreateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { useProductPrefill } from '~/features/rfq/api/get-product-prefill.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:new.title');

/** `/user/request-quotation`; `?product_id=` starts the request from that product (name, category, unit, minimum order). */
export default function NewRfqPage() {
  const { t } = useTranslation('sourcing');
  const create = useCreateRfq();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = useProductPrefill(params);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={1} size="h2">
        {t('new.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('new.subtitle')}
      </Text>
      {product.pending ? (
        <Loader aria-label={t('quick.loadingProduct')} />
      ) : (
      <RfqForm
        variant="full"
        initial={product.prefill}
        submitLabel={t('new.submit')}
        busy={create.isPending}
        onSubmit={async (form) => {
          const rfq = await create.mutateAsync(form);
          await navigate(`/user/request-quotation/detail/${rfq.id}`);
          dialog.open('rfqPostingSuccessful', { rfqId: rfq.id, productName: rfq.product_name });
        }}
      />
      )}
    </Paper>
  );
}
