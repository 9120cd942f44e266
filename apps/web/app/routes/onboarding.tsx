import { useState } from 'react';
import { Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { backStage, nextStage, onboardingSteps, toClientStage, type OnboardingStage } from '@tradelink/shared/rules/onboarding';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import type { Route } from './+types/onboarding';
import { useMe } from '~/lib/me-store.tsx';
import { ProfileForm } from '~/features/account/components/ProfileForm.tsx';
import { profileQuery } from '~/features/account/api/profile-query.ts';
import { useQuery } from '@tanstack/react-query';
import { serverStageFor, useSetStage } from '~/features/onboarding/api/use-set-stage.ts';
import { decodeDirectUrl, encodeDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifications } from '@mantine/notifications';
import { useCreateRfq } from '~/features/rfq/api/rfq-queries.ts';
import { RfqForm } from '~/features/rfq/components/RfqForm.tsx';
import { ProductForm } from '~/features/product/components/ProductForm.tsx';
import { usePostProduct } from '~/features/product/use-post-product.ts';
import classes from './onboarding.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'onboarding:title');

export function loader({ request }: Route.LoaderArgs) {
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE}=`)) {
    throw redirect(`/login?direct-url=${encodeURIComponent(encodeDirectUrl('/onboarding'))}`);
  }
  return null;
}

export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setStage = useSetStage();
  const createRfq = useCreateRfq();
  const postProduct = usePostProduct('quick');
  const [shownStage, setShownStage] = useState<OnboardingStage | null>(null);
  const profile = useQuery({ ...profileQuery, enabled: !!me });
  if (!me || profile.isPending) return null;

  const type = me.account_type;
  const stage: OnboardingStage = shownStage ?? toClientStage(me.onboard_stage);
  const steps = onboardingSteps(type);
  const dashboard = type === 'Seller' ? '/business/desk' : '/user/overview';
  const target = params.get('direct-url') ? decodeDirectUrl(params.get('direct-url')) : dashboard;

  // The page moves at once and the server follows (back to its stage if it refuses). The server keeps
  // DONE for the membership offer: the account is usable from there on, so a seller may leave to
  // compare plans without being sent back here.
  const go = (to: OnboardingStage) => {
    setShownStage(to);
    const server = serverStageFor(to, type);
    if (toClientStage(server) !== toClientStage(me.onboard_stage)) setStage.mutate(server, { onError: () => setShownStage(null) });
  };
  const next = () => go(nextStage(stage, type));
  const back = () => go(backStage(stage, type));

  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb="lg">
        {t('title')}
      </Title>
      <Stepper
        active={steps.indexOf(stage)}
        size="sm"
        mb="xl"
        allowNextStepsSelect={false}
        classNames={{ step: classes.step, stepBody: classes.stepBody, separator: classes.separator }}
      >
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`steps.${s}`)} />
        ))}
      </Stepper>
      <Paper withBorder p="xl" radius="md">
        {stage === 'PROFILE' && (
          <ProfileForm
            me={me}
            profile={profile.data ?? null}
            mode={type === 'Seller' ? 'seller' : 'buyer'}
            title={t('profile.title')}
            subtitle={t('profile.subtitle')}
            submitLabel={tc('actions.continue')}
            onSaved={next}
          />
        )}
        {(stage === 'PRODUCT' || stage === 'RFQ') && (
          <Stack>
            <Title order={2} size="h3">
              {t(stage === 'PRODUCT' ? 'product.title' : 'rfq.title')}
            </Title>
            <Text>{t(stage === 'PRODUCT' ? 'product.body' : 'rfq.body')}</Text>
            {stage === 'PRODUCT' && (
              <ProductForm
                variant="quick"
                submitLabel={t('product.post')}
                busy={postProduct.isPending}
                onSubmit={async (form) => {
                  const product = await postProduct.post(form);
                  if (!product) return;
                  notifications.show({ color: 'green', message: t('product.posted', { name: product.name }) });
                  next();
                }}
              />
            )}
            {stage === 'RFQ' && (
              <RfqForm
                variant="quick"
                submitLabel={t('rfq.post')}
                busy={createRfq.isPending}
                onSubmit={async (form) => {
                  const rfq = await createRfq.mutateAsync(form);
                  notifications.show({ color: 'green', message: t('rfq.posted', { name: rfq.product_name }) });
                  next();
                }}
              />
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={back}>
                {tc('actions.back')}
              </Button>
              {/* The form's own submit is this step's one primary action; skipping is secondary. */}
              <Button variant="subtle" onClick={next} loading={setStage.isPending}>
                {t(stage === 'PRODUCT' ? 'product.later' : 'rfq.later')}
              </Button>
            </Group>
          </Stack>
        )}
        {stage === 'DONE' && (
          <Stack>
            <Title order={2} size="h3">
              {t('done.title')}
            </Title>
            <Text>{t(type === 'Seller' ? 'done.sellerBody' : 'done.buyerBody')}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={back}>
                {tc('actions.back')}
              </Button>
              <Button onClick={() => navigate(target)}>{t('done.toDashboard')}</Button>
            </Group>
          </Stack>
        )}
        {stage === 'MEMBERSHIP' && (
          <Stack>
            <Title order={2} size="h3">
              {t('membership.title')}
            </Title>
            <Text>{t('membership.body')}</Text>
            <Group justify="space-between">
              <Button variant="default" onClick={back}>
                {tc('actions.back')}
              </Button>
              <Group>
                <Button component={Link} to="/membership-pricing" variant="default">
                  {t('membership.plans')}
                </Button>
                <Button onClick={next} loading={setStage.isPending}>
                  {t('membership.continue')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
