import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc';

type OwnerPlan = 'restaurant' | 'stays';

/** Where a new venue goes when its checkout cannot start: the plan marked on /subscription. */
const checkoutPath = (plan: OwnerPlan) => `/subscription?plan=${plan}`;

/**
 * The end of onboarding (ADR 116): straight into the plan's checkout in this tab, not /subscription
 * with one more click. An owner who already holds the plan goes on with `held`; when the checkout
 * cannot start, the plan's card on /subscription is the way on.
 */
export function usePlanCheckout() {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.billing.createCheckout.mutationOptions());
  return async (plan: OwnerPlan, go: (to: string) => void | Promise<void>, held: string) => {
    try {
      const status = await queryClient.fetchQuery({ ...trpc.billing.status.queryOptions(), staleTime: 0 });
      if (status.plans.some((p) => p.product === plan)) return void (await go(held));
      const { url } = await create.mutateAsync({ plan });
      window.location.assign(url);
    } catch {
      await go(checkoutPath(plan));
    }
  };
}
