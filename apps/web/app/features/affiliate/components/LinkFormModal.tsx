import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { LINK_NAME_MAX, TARGET_PATH_MAX, isPublicTargetPath, type PartnerLink } from '@tradelink/shared/affiliate/links';
import { useTranslation } from '~/lib/use-translation.tsx';
import { toast } from '~/lib/toast.ts';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { useCreatePartnerLink, useUpdatePartnerLink } from '../api/partner-queries.ts';

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
type Fields = { name: string; target_path: string } & Record<(typeof UTM)[number], string>;

/** Creates a campaign link, or edits one (only what changed is sent; a blank utm value clears it). */
export function LinkFormModal({ link, onClose }: { link: PartnerLink | null; onClose: () => void }) {
  const { t } = useTranslation('affiliate');
  const create = useCreatePartnerLink();
  const update = useUpdatePartnerLink();
  const [fields, setFields] = useState<Fields>({
    name: link?.name ?? '',
    target_path: link?.target_path ?? '/',
    utm_source: link?.utm_source ?? '',
    utm_medium: link?.utm_medium ?? '',
    utm_campaign: link?.utm_campaign ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [key]: e.currentTarget.value });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!fields.name.trim()) found.name = t('linkForm.nameRequired');
    if (!isPublicTargetPath(fields.target_path.trim())) found.target_path = t('linkForm.pathInvalid');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.field && error.field in fields) setErrors({ [error.field]: error.fieldMessage ?? error.messages[0] });
      else setFailure(apiErrorText(error, t('links.failed')));
    };
    const onSuccess = () => {
      toast({ message: link ? t('linkForm.saved') : t('linkForm.created', { name: fields.name.trim() }), color: 'green' });
      onClose();
    };
    const utm = Object.fromEntries(UTM.map((k) => [k, fields[k].trim()]));
    if (link) update.mutate({ link_id: link.id, name: fields.name.trim(), target_path: fields.target_path.trim(), ...utm }, { onSuccess, onError });
    else create.mutate({ name: fields.name.trim(), target_path: fields.target_path.trim(), ...utm }, { onSuccess, onError });
  };

  return (
    <Modal opened onClose={onClose} title={link ? t('linkForm.editTitle', { name: link.name }) : t('linkForm.createTitle')}>
      <form onSubmit={submit} noValidate aria-label={link ? t('linkForm.editTitle', { name: link.name }) : t('linkForm.createTitle')}>
        <Stack>
          <TextInput label={t('linkForm.name')} description={t('linkForm.nameHint')} required maxLength={LINK_NAME_MAX} value={fields.name} onChange={set('name')} error={errors.name} data-autofocus />
          <TextInput label={t('linkForm.target')} description={t('linkForm.targetHint')} required maxLength={TARGET_PATH_MAX} value={fields.target_path} onChange={set('target_path')} error={errors.target_path} />
          {UTM.map((k) => (
            <TextInput key={k} label={t(`linkForm.${k}`)} maxLength={100} value={fields[k]} onChange={set(k)} error={errors[k]} />
          ))}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('linkForm.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {link ? t('linkForm.save') : t('linkForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
