import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { User } from '@tradelink/shared/account/user';
import type { Profile } from '@tradelink/shared/account/profile';
import { updateCustomerProfileRequest, updateSupplierProfileRequest } from '@tradelink/shared/account/profile';
import { JOB_POSITIONS, TITLES, type Title as PersonTitle } from '@tradelink/shared/constants/lists';
import type { Language } from '@tradelink/shared/constants/languages';
import { yearOptions } from '@tradelink/shared/validation/patterns';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { api } from '~/lib/api-client.ts';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';
import { annualRevenueQuery, businessTypesQuery, numEmployeesQuery } from '~/lib/reference-queries.ts';

interface Props {
  me: User;
  /** The saved profile (customer.get_profile), to prefill company details. */
  profile: Profile | null;
  /** Which profile: the person and buying company, or (sellers) also the selling company. */
  mode: 'buyer' | 'seller';
  submitLabel: string;
  title: string;
  /** 1 where the form is the page (the profile and settings tabs), 2 inside a page with its own heading (onboarding). */
  titleOrder?: 1 | 2;
  subtitle?: string;
  onSaved: () => void;
}

/** The profile form: the person for everyone, plus the selling company in seller mode. */
export function ProfileForm({ me, profile, mode, submitLabel, title, titleOrder = 2, subtitle, onSaved }: Props) {
  const { t, i18n } = useTranslation('onboarding');
  const { t: ta } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const lang = i18n.language as Language;
  const isSeller = mode === 'seller';
  const businessTypes = useQuery(businessTypesQuery(lang)).data ?? [];
  const revenue = useQuery({ ...annualRevenueQuery(lang), enabled: isSeller }).data ?? [];
  const employees = useQuery({ ...numEmployeesQuery(lang), enabled: isSeller }).data ?? [];
  const queryClient = useQueryClient();

  const person = useZodForm(updateCustomerProfileRequest, {
    title: profile?.title ?? '',
    first_name: me.first_name,
    last_name: me.last_name ?? '',
    company_name: me.company_name ?? '',
    fd_country: me.fd_country ?? '',
    customer_phone: me.customer_phone ?? '',
    position: (me.position ?? undefined) as (typeof JOB_POSITIONS)[number] | undefined,
    business_type: profile?.business_type ?? '',
    website: profile?.website ?? '',
    sourcing_interests: profile?.sourcing_interests ?? '',
  });
  const company = useZodForm(updateSupplierProfileRequest, {
    company_name: me.company_name ?? '',
    fd_country: me.fd_country ?? '',
    business_type: profile?.business_type ?? '',
    annual_revenue: profile?.annual_revenue ?? '',
    num_employees: profile?.num_employees ?? '',
    year_established: profile?.year_established ?? undefined,
    website: profile?.website ?? '',
    main_products: profile?.main_products ?? '',
    company_description: profile?.company_description ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
  });

  const save = useMutation({
    mutationFn: async () => {
      const p = person.validate();
      const c = isSeller ? company.validate() : null;
      if (!p || (isSeller && !c)) throw new Error('invalid');
      await api('customer.update_profile', p);
      if (isSeller && c) await api('supplier.update_profile', { ...c, fd_country: p.fd_country, customer_phone: p.customer_phone });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      onSaved();
    },
    onError: (error) => {
      if (error.message !== 'invalid') (isSeller ? company : person).showServerError(error);
    },
    meta: { silent: true },
  });

  const selectData = (items: Array<{ value: string; label: string }>) => items.map((i) => ({ value: i.value, label: i.label }));
  const formError = person.formError ?? company.formError;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        person.setFormError(null);
        company.setFormError(null);
        save.mutate();
      }}
      noValidate
    >
      <Stack>
        <div>
          <Title order={titleOrder} size="h3">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </div>
        {formError && <Alert color="red" role="alert">{formError}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={ta('register.personTitle')}
            placeholder={ta('register.personTitlePlaceholder')}
            data={TITLES.map((title) => ({ value: title, label: ta(`register.personTitles.${title}`) }))}
            value={person.values.title || null}
            onChange={(v) => person.setField('title', (v ?? '') as PersonTitle | '')}
            error={person.errors.title}
            clearable
          />
          <TextInput label={ta('register.firstName')} required {...person.field('first_name')} />
          <TextInput label={ta('register.lastName')} {...person.field('last_name')} />
          <CountrySelect label={ta('register.country')} value={person.values.fd_country ?? ""} error={person.errors.fd_country} onChange={(v) => person.setField('fd_country', v)} required />
          <TextInput label={ta('register.phone')} placeholder={ta('register.phonePlaceholder')} type="tel" {...person.field('customer_phone')} />
          <Select
            label={ta('register.position')}
            placeholder={ta('register.positionPlaceholder')}
            data={JOB_POSITIONS.map((p) => ({ value: p, label: tc(`positions.${p}`) }))}
            value={person.values.position ?? null}
            onChange={(v) => person.setField('position', (v ?? undefined) as (typeof JOB_POSITIONS)[number] | undefined)}
            error={person.errors.position}
            required
          />
          {isSeller ? (
            <TextInput label={ta('register.companyName')} required {...company.field('company_name')} />
          ) : (
            <TextInput label={ta('register.companyOptional')} {...person.field('company_name')} />
          )}
        </SimpleGrid>
        {isSeller ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('profile.businessType')}
              placeholder={t('profile.businessTypePlaceholder')}
              data={selectData(businessTypes)}
              value={company.values.business_type || null}
              onChange={(v) => company.setField('business_type', v ?? '')}
              error={company.errors.business_type}
              required
            />
            <Select
              label={t('profile.yearEstablished')}
              data={yearOptions('desc').map(String)}
              value={company.values.year_established ? String(company.values.year_established) : null}
              onChange={(v) => company.setField('year_established', v ? Number(v) : undefined)}
              searchable
              clearable
            />
            <Select label={t('profile.numEmployees')} data={selectData(employees)} value={company.values.num_employees || null} onChange={(v) => company.setField('num_employees', v ?? '')} clearable />
            <Select label={t('profile.annualRevenue')} data={selectData(revenue)} value={company.values.annual_revenue || null} onChange={(v) => company.setField('annual_revenue', v ?? '')} clearable />
            <TextInput label={t('profile.mainProducts')} {...company.field('main_products')} />
            <TextInput label={t('profile.website')} {...company.field('website')} />
            <Textarea label={t('profile.description')} autosize minRows={3} {...company.field('company_description')} style={{ gridColumn: '1 / -1' }} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('profile.businessType')}
              placeholder={t('profile.businessTypePlaceholder')}
              data={selectData(businessTypes)}
              value={person.values.business_type || null}
              onChange={(v) => person.setField('business_type', v ?? '')}
              clearable
            />
            <TextInput label={t('profile.website')} {...person.field('website')} />
            <Textarea label={t('profile.sourcingInterests')} placeholder={t('profile.sourcingPlaceholder')} autosize minRows={2} {...person.field('sourcing_interests')} style={{ gridColumn: '1 / -1' }} />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
