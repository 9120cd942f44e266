import { Center, Loader } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** A centred spinner with a name for screen readers, while a part of a membership page loads. */
export function LoadingBlock({ small }: { small?: boolean }) {
  const { t } = useTranslation('membership');
  return (
    <Center py={small ? 'md' : 'xl'}>
      <Loader size={small ? 'sm' : undefined} aria-label={t('loading')} />
    </Center>
  );
}
