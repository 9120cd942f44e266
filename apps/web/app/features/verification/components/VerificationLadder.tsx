import { Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { SupplierVerificationStatus, VerificationRequestView } from '@tradelink/shared/verification/verification';
import { formatDate } from '~/lib/format.ts';
import { ladderSteps, type LadderStep } from '../ladder-state.ts';
import { useCancelVerification, useRequestSupplierVerification } from '../api/verification-queries.ts';
import { DocumentsForm } from './DocumentsForm.tsx';
import { DocumentsSummary } from './DocumentsSummary.tsx';
import { StepStateBadge } from './StepStateBadge.tsx';
import { TracingStep, formatSession } from './TracingStep.tsx';
import { WorkEmailStep } from './WorkEmailStep.tsx';

/** Level 3: send documents (again after a rejection), or withdraw the ones in review. */
function DocumentsStep({ step }: { step: LadderStep }) {
  const { t } = useTranslation('verification');
  const submit = useRequestSupplierVerification();
  const withdraw = useCancelVerification();
  const request = step.request;
  if (step.state === 'in_review' && request) {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('documents.inReview')}</Text>
        <DocumentsSummary request={request} />
        <Group>
          <Button variant="default" size="xs" loading={withdraw.isPending} onClick={() => withdraw.mutate({ id: request.id })}>
            {t('documents.withdraw')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {step.state === 'rejected' && request && <DocumentsSummary request={request} />}
      <DocumentsForm
        submitLabel={t('documents.submit')}
        busy={submit.isPending}
        onSubmit={(form) => submit.mutateAsync({ kind: 'documents', ...form }).then(() => notifications.show({ color: 'green', message: t('documents.sent') }))}
      />
    </Stack>
  );
}

/** When a finished level was reached, from its request when there is one. */
function DoneNote({ request, level }: { request: VerificationRequestView | null; level: number }) {
  const { t, i18n } = useTranslation('verification');
  if (level === 2) {
    return <Text size="sm">{request?.status === 'approved' && request.work_email ? t('workEmail.done', { email: request.work_email }) : t('workEmail.doneAtSignup')}</Text>;
  }
  if (request?.status !== 'approved' || !request.reviewed_at) return null;
  const date = formatDate(request.reviewed_at, i18n.language);
  return <Text size="sm">{level === 3 ? t('documents.approvedOn', { date }) : t('tracing.passedOn', { date })}</Text>;
}

function StepBody({ step, status }: { step: LadderStep; status: SupplierVerificationStatus }) {
  const { t } = useTranslation('verification');
  if (step.level === 1) return null;
  if (step.state === 'done') return <DoneNote request={step.request} level={step.level} />;
  if (step.state === 'locked') return <Text size="sm" c="dimmed">{t('ladder.locked', { level: step.level - 1 })}</Text>;
  if (step.level === 2) return <WorkEmailStep request={step.request} websiteDomain={status.website_domain} />;
  if (step.level === 3) return <DocumentsStep step={step} />;
  return <TracingStep request={step.request} />;
}

/** The four verification levels, each with its state and, for the open one, its form. */
export function VerificationLadder({ status }: { status: SupplierVerificationStatus }) {
  const { t, i18n } = useTranslation('verification');
  const steps = ladderSteps(status);
  return (
    <Timeline active={status.verification_level - 1} bulletSize={28} lineWidth={2}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.level}
          bullet={<span aria-hidden>{step.state === 'done' ? '✓' : step.level}</span>}
          title={
            <Group gap="sm" wrap="wrap">
              <Title order={2} size="h4">
                {t(`ladder.level${step.level}.title`)}
              </Title>
              <StepStateBadge state={step.state} />
              {step.state === 'scheduled' && step.request?.scheduled_at && (
                <Text size="sm" c="dimmed">
                  {formatSession(step.request.scheduled_at, i18n.language)}
                </Text>
              )}
            </Group>
          }
        >
          <Stack gap="sm" mt={4} mb="lg">
            <Text size="sm" c="dimmed">
              {t(`ladder.level${step.level}.description`)}
            </Text>
            <StepBody step={step} status={status} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
