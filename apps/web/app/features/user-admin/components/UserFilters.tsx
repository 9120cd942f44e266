import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { USER_ROLE_FILTERS, USER_SIDES } from '@tradelink/shared/user-admin/user-admin';
import { USER_STATUSES } from '@tradelink/shared/user-admin/user-detail';

/** The "any" choice of each filter (absent from the URL). */
export const ANY = 'all';

export interface UserFilterValues {
  keyword: string;
  /** A filter's value, or ANY. */
  status: string;
  role: string;
  side: string;
}

/** The search box and the status, role and side filters above the users list (their values live in the URL). */
export function UserFilters({ values, onKeyword, onFilter }: { values: UserFilterValues; onKeyword: (v: string) => void; onFilter: (name: 'status' | 'role' | 'side', v: string | null) => void }) {
  const { t } = useTranslation('adminUsers');
  const any = { value: ANY, label: t('list.any') };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={values.keyword}
        onChange={(e) => onKeyword(e.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label={t('list.status')}
        data={[any, ...USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        value={values.status}
        onChange={(v) => onFilter('status', v === ANY ? null : v)}
        allowDeselect={false}
        w={190}
      />
      <Select
        label={t('list.role')}
        data={[any, ...USER_ROLE_FILTERS.map((r) => ({ value: r, label: t(`role.${r}`) }))]}
        value={values.role}
        onChange={(v) => onFilter('role', v === ANY ? null : v)}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={t('list.side')}
        data={[any, ...USER_SIDES.map((s) => ({ value: s, label: t(`side.${s}`) }))]}
        value={values.side}
        onChange={(v) => onFilter('side', v === ANY ? null : v)}
        allowDeselect={false}
        w={150}
      />
    </Group>
  );
}
