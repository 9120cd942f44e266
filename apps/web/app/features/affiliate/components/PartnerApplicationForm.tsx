import { Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PARTNER_APPLICATION_LIMITS as L, partnerApplicationForm } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { lengthLimit } from '~/components/forms/length-limit.ts';
import { useMe } from '~/lib/me-store.tsx';
import { useApplyForPartnership } from '../api/partner-application-queries.ts';

/**
 * The application: who you are, your audience and how you will promote the marketplace. Checked
 * here with the server's own schema, so the limits and messages are the same on both sides.
 */
export function PartnerApplicationForm() {
  const { t } = useTranslation('affiliate');
  const me = useMe();
  const apply = useApplyForPartnership();
  const form = useZodForm(partnerApplicationForm, {
    applicant_name: me?.company_name || me?.customer_name || '',
    website_url: '',
    audience: '',
    promotion_plan: '',
    // Present (blank) so that a server error about it lands under the field.
    expected_monthly_referrals: '',
  });
  const audience = lengthLimit(form.values.audience, L.textMax, t, L.textMax - 200);
  const plan = lengthLimit(form.values.promotion_plan, L.textMax, t, L.textMax - 200);
  const referrals = form.values.expected_monthly_referrals;
  return (
    <form
      noValidate
      aria-label={t('form.title')}
      onSubmit={form.onSubmit((checked) =>
        apply.mutateAsync(checked).then(() => notifications.show({ color: 'green', message: t('form.sent') })),
      )}
    >
      <Stack gap="sm">
        <FormErrorAlert message={form.formError} />
        <TextInput label={t('form.applicantName')} required autoComplete="organization" {...form.field('applicant_name')} />
        <TextInput label={t('form.websiteUrl')} description={t('form.websiteUrlHint')} type="url" inputMode="url" {...form.field('website_url')} />
        <Textarea
          label={t('form.audience')}
          required
          autosize
          minRows={3}
          {...form.field('audience')}
          description={audience.description ?? t('form.audienceHint', { min: L.textMin })}
          error={form.errors.audience ?? audience.error}
        />
        <Textarea
          label={t('form.promotionPlan')}
          required
          autosize
          minRows={3}
          {...form.field('promotion_plan')}
          description={plan.description ?? t('form.promotionPlanHint', { min: L.textMin })}
          error={form.errors.promotion_plan ?? plan.error}
        />
        <NumberInput
          label={t('form.expectedReferrals')}
          description={t('form.expectedReferralsHint')}
          min={0}
          max={L.referralsMax}
          allowDecimal={false}
          allowNegative={false}
          value={referrals === undefined || referrals === null ? '' : (referrals as number | string)}
          onChange={(value) => form.setField('expected_monthly_referrals', value === '' ? undefined : value)}
          error={form.errors.expected_monthly_referrals}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={apply.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
