import { useQuery } from '@tanstack/react-query';
import type { Language } from '@tradelink/shared/constants/languages';
import { uomQuery } from '~/lib/reference-queries.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** A unit as the forms name it ("Pieces"), from a unit code in a tool's output; the code itself until the list is in. */
export function useUnitLabel() {
  const { i18n } = useTranslation();
  const units = useQuery({ ...uomQuery(i18n.language as Language), meta: { silent: true } }).data;
  return (code: string | null | undefined) => {
    if (!code) return code ?? undefined;
    const lower = code.toLowerCase();
    return units?.find((u) => u.value.toLowerCase() === lower || u.name.toLowerCase() === lower)?.label ?? code;
  };
}
