import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/quotation';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { quotationQuery } from '~/features/quotation/api/quotation-queries.ts';
import { QuotationView } from '~/features/quotation/components/QuotationView.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccount } from '~/lib/require-account.server.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'sourcing:quotation.title'), { name: 'robots', content: 'noindex' }];

/** `/my-quotations/{id}` and `/quotations/{id}`: for the quotation's buyer and supplier (others: 404). */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAccount(url, context);
  return null;
}

export default function QuotationPage() {
  const { i18n } = useTranslation();
  const id = Number(useParams().quotationid);
  const valid = isRowId(id);
  const q = useQuery({ ...quotationQuery(id, i18n.language as Language), enabled: valid });
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) return <NotFound />;
  return <Container size="md" py="xl">{q.data && <QuotationView quotation={q.data} />}</Container>;
}
