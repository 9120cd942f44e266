import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { OnboardingStage, ServerOnboardingStage } from '@tradelink/shared/rules/onboarding';
import { api } from '~/lib/api-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

/** The stage the server keeps for a client stage (the MEMBERSHIP offer is kept as DONE: the account is usable). */
export function serverStageFor(stage: OnboardingStage, type: AccountType): ServerOnboardingStage {
  if (stage === 'PROFILE') return type === 'Seller' ? 'PROFILE_SUPPLIER' : 'PROFILE_BUYER';
  if (stage === 'MEMBERSHIP') return 'DONE';
  return stage;
}

export function useSetStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: ServerOnboardingStage) => api('customer.set_onboard_stage', { stage }),
    // Saving the profile refetches `me`; that answer was read before this stage was written, so it
    // would land after ours and put the user back a step. Cancel it: our answer is the newer one.
    onMutate: () => queryClient.cancelQueries({ queryKey: ME_KEY }),
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
  });
}
