import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { PRODUCT_AD_DAYS } from '@tradelink/shared/constants/plans';
import type { ProductOwned } from '@tradelink/shared/product/product';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { formatDate } from '~/lib/format.ts';
import { usePromoteProduct } from '../api/product-queries.ts';

/**
 * A product ad for one approved product: the plan's monthly ads put it first in product search for
 * PRODUCT_AD_DAYS (promoting a running ad extends it). Asks to confirm, since an ad is spent at once;
 * with no ads left the way on is a plan with more, so it opens the plans instead of calling the server.
 */
export function PromoteProductButton({ product, adsLeft }: { product: ProductOwned; adsLeft: number }) {
  const { t, i18n } = useTranslation('products');
  const dialog = useDialog();
  const promote = usePromoteProduct();
  const [confirming, setConfirming] = useState(false);
  const running = product.promoted_until !== null && Date.parse(product.promoted_until) > Date.now();
  const label = t(running ? 'promote.extend' : 'promote.action', { days: PRODUCT_AD_DAYS, count: adsLeft });

  const open = () => {
    promote.reset();
    if (adsLeft > 0) setConfirming(true);
    else dialog.open('pricing', {});
  };
  const confirm = () =>
    promote.mutate(
      { product_id: product.id },
      {
        onSuccess: (ad) => {
          setConfirming(false);
          notifications.show({ color: 'green', message: t('promote.done', { date: formatDate(ad.promoted_until, i18n.language), count: ad.farm_item_ads_quota }) });
        },
        onError: (error) => {
          // Spent elsewhere meanwhile (another tab): the same way on as with none left.
          if (error instanceof ApiError && error.code === 'ADS_QUOTA_EXCEEDED') {
            setConfirming(false);
            dialog.open('pricing', {});
          }
        },
      },
    );
  const error = promote.error;
  const outOfAds = error instanceof ApiError && error.code === 'ADS_QUOTA_EXCEEDED';
  const failure = !error || outOfAds ? null : apiErrorText(error, t('promote.failed'));

  return (
    <>
      {running && (
        <Badge color="grape" variant="light" size="lg" tt="none" fw={500}>
          {t('promote.until', { date: formatDate(product.promoted_until!, i18n.language) })}
        </Badge>
      )}
      <Button size="xs" variant="light" color="grape" onClick={open} aria-label={t('promote.label', { name: product.name, action: label })}>
        {label}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(running ? 'promote.extendTitle' : 'promote.title')} centered>
        <Stack>
          <Text size="sm">{t('promote.body', { name: product.name, days: PRODUCT_AD_DAYS })}</Text>
          {running && <Text size="sm">{t('promote.extendBody', { date: formatDate(product.promoted_until!, i18n.language), days: PRODUCT_AD_DAYS })}</Text>}
          <Text size="sm" c="dimmed">
            {t('promote.cost', { count: adsLeft })}
          </Text>
          <FormErrorAlert message={confirming ? failure : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('promote.cancel')}
            </Button>
            <Button color="grape" onClick={confirm} loading={promote.isPending}>
              {t(running ? 'promote.confirmExtend' : 'promote.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
