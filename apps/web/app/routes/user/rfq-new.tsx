import { useState } from 'react';
import { Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/rfq-new';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useCreateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { useProductPrefill } from '~/features/rfq/api/get-product-prefill.ts';
import { readRfqDraft } from '~/features/agent/draft-prefill.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:new.title');

/**
 * `/user/request-quotation`; `?product_id=` starts the request from that product (name, category,
 * unit, minimum order); `?agent-draft=` from a draft of the AI agent kept in this browser, with
 * `?product_name=` as the fallback (features/agent/draft-prefill.ts, decision 035).
 */
export default function NewRfqPage() {
  const { t } = useTranslation('sourcing');
  const create = useCreateRfq();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = useProductPrefill(params);
  // The agent's draft is in local storage: read after hydration, so server and browser render alike.
  const hydrated = useHydrated();
  const [draft] = useState(() => (typeof window === 'undefined' ? undefined : readRfqDraft(params)));
  const agentDraft = hydrated ? draft : undefined;
  const pending = product.pending || (!hydrated && (params.has('agent-draft') || params.has('product_name')));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={1} size="h2">
        {t('new.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('new.subtitle')}
      </Text>
      {pending ? (
        <Loader aria-label={t('quick.loadingProduct')} />
      ) : (
      <RfqForm
        variant="full"
        initial={product.prefill ?? agentDraft}
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
