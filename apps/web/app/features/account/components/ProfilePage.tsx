import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { profileQuery } from '../api/profile-query.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** The profile tab (buyer) and the settings tab (seller), saved through the profile calls. */
export function ProfilePage({ mode }: { mode: 'buyer' | 'seller' }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const me = useMe();
  const profile = useQuery(profileQuery);
  if (!me || profile.isPending) return null;
  return (
    <Paper withBorder p="lg">
      <ProfileForm
        me={me}
        profile={profile.data ?? null}
        mode={mode}
        title={t('profile.title')}
        titleOrder={1}
        submitLabel={tc('actions.save')}
        onSaved={() => notifications.show({ color: 'green', message: t('profile.saved') })}
      />
    </Paper>
  );
}
