import { Alert, Badge, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReportRange } from '@tradelink/shared/analytics/range';
import { useTranslation } from '~/lib/use-translation.tsx';
import { sampleBuyerReport, sampleSupplierReport } from '../sample-reports.ts';
import { BuyerReportView } from './BuyerReportView.tsx';
import { SupplierReportView } from './SupplierReportView.tsx';

/**
 * What a Free account sees: what the report holds, the way to a plan that includes it, and the
 * report's layout filled with made-up figures under a "Sample" banner (none of them is theirs).
 */
export function ReportPreview({ side, range, lang }: { side: 'supplier' | 'buyer'; range: ReportRange; lang: string }) {
  const { t } = useTranslation('analytics');
  const points = side === 'supplier' ? ['views', 'funnel', 'products', 'response'] : ['requests', 'prices', 'suppliers', 'value'];
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t(`preview.${side}.title`)} data-testid="report-preview">
        <Stack gap="sm">
          <Text size="sm">{t(`preview.${side}.body`)}</Text>
          <List size="sm" spacing={2}>
            {points.map((p) => (
              <List.Item key={p}>{t(`preview.${side}.points.${p}`)}</List.Item>
            ))}
          </List>
          <Group gap="sm">
            {side === 'supplier' ? (
              <Button component={Link} to="/membership-pricing">
                {t('preview.supplier.action')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/user/membership">
                  {t('preview.buyer.verify')}
                </Button>
                <Button component={Link} to="/buyer-premium-payment" variant="default">
                  {t('preview.buyer.premium')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Alert>
      <Box component="section" aria-labelledby="sample-title" p={{ base: 'xs', sm: 'md' }} style={{ border: '2px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
        <Group gap="xs" mb="sm">
          <Badge color="orange" variant="filled" size="lg">
            {t('preview.badge')}
          </Badge>
          <Title order={2} size="h5" id="sample-title">
            {t('preview.sampleTitle')}
          </Title>
        </Group>
        {side === 'supplier' ? (
          <SupplierReportView
            lang={lang}
            exportable={false}
            report={sampleSupplierReport(range, {
              products: [1, 2, 3, 4, 5].map((n) => t(`preview.sample.product${n}`)),
              category: t('preview.sample.category'),
              keywords: [1, 2, 3, 4].map((n) => t(`preview.sample.keyword${n}`)),
            })}
          />
        ) : (
          <BuyerReportView
            lang={lang}
            linked={false}
            exportable={false}
            report={sampleBuyerReport(range, {
              requests: [1, 2, 3].map((n) => t(`preview.sample.request${n}`)),
              suppliers: [1, 2, 3, 4].map((n) => t(`preview.sample.supplier${n}`)),
              category: t('preview.sample.category'),
            })}
          />
        )}
      </Box>
    </Stack>
  );
}
