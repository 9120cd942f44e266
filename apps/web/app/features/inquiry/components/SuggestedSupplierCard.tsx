import type { TFunction } from '~/lib/translator.ts';
import { Anchor, Avatar, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { SuggestedSupplier, SuggestionReason } from '@tradelink/shared/rfq/suggestions';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { countryName } from '~/lib/format.ts';
import { SendInquiryButton } from './SendInquiryButton.tsx';

function reasonText(reason: SuggestionReason, t: TFunction<'inquiry'>, lang: string): string {
  switch (reason.kind) {
    case 'rfq_keywords':
      return t('suggest.reasons.rfq_keywords', { name: reason.rfq_name });
    case 'rfq_category':
      return t('suggest.reasons.rfq_category', { name: reason.rfq_name });
    case 'interests':
      return t('suggest.reasons.interests', { terms: reason.terms });
    case 'country':
      return t('suggest.reasons.country', { country: countryName(reason.country, lang) });
  }
}

/** A suggested supplier: who they are, why they fit, and a one-click inquiry. */
export function SuggestedSupplierCard({ supplier }: { supplier: SuggestedSupplier }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`suggested-${supplier.identity}`}>
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar src={supplier.logo_url} alt="" radius="md" size={44} color="blue">
            {supplier.company_name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor id={`suggested-${supplier.identity}`} component={Link} to={`/supplier/${supplier.identity}`} fw={700} c="dark" lineClamp={2}>
              {supplier.company_name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {countryName(supplier.country, lang)}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <VerificationLevel level={supplier.verification_level} />
          {supplier.is_premium && (
            <Badge size="sm" color="yellow" variant="light">
              {t('suggest.premium')}
            </Badge>
          )}
          <Badge size="sm" color="gray" variant="light">
            {t('suggest.products', { count: supplier.product_count })}
          </Badge>
        </Group>
        {supplier.main_products && (
          <Text size="sm" lineClamp={2}>
            {t('suggest.mainProducts', { value: supplier.main_products })}
          </Text>
        )}
        <List size="sm" spacing={2} aria-label={t('suggest.why')} icon={<Text span c="teal.7" fw={700} aria-hidden="true">✓</Text>}>
          {supplier.reasons.map((reason, i) => (
            <List.Item key={i}>{reasonText(reason, t, lang)}</List.Item>
          ))}
        </List>
        <Group gap="xs" mt="auto" pt="xs" align="flex-start">
          <SendInquiryButton supplierIdentity={supplier.identity} supplierName={supplier.company_name} accessibleName={t('suggest.sendTo', { company: supplier.company_name })} size="xs" />
          <Button component={Link} to={`/supplier/${supplier.identity}`} variant="default" size="xs">
            {t('suggest.viewProfile')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
