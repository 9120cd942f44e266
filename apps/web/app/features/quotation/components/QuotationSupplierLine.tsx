import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { countryName } from '~/lib/format.ts';

/** Who quoted: the company (linking to the quotation), its country, level and whether it is new. */
export function QuotationSupplierLine({ quotation: q, headingId }: { quotation: QuotationDetail; headingId?: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor id={headingId} component={Link} to={`/my-quotations/${q.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {q.supplier.company_name}
      </Anchor>
      <Group gap={6}>
        {q.supplier.country && (
          <Text size="xs" c="dimmed">
            {countryName(q.supplier.country, lang)}
          </Text>
        )}
        <VerificationLevel level={q.supplier.verification_level} />
        {q.is_new && (
          <Badge size="xs" color="blue">
            {t('quotation.new')}
          </Badge>
        )}
      </Group>
    </div>
  );
}
