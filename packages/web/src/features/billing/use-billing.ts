import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { toast } from '../shared/toast';

export type Plan = 'restaurant' | 'stays' | 'sommelier' | 'citypacks';
export type PortalFrom = 'subscription' | 'dashboard' | 'sommelier' | 'citypacks';

/** check-subscription: refetched when the tab regains focus (the checkout finished in another tab). */
export function useBillingStatus(enabled = true) {
  return useQuery({ ...trpc.billing.status.queryOptions(), enabled, refetchOnWindowFocus: 'always', staleTime: 5_000 });
}

const unauthorized = (err: unknown) => err instanceof TRPCClientError && err.data?.httpStatus === 401;

/**
 * Opens a provider page in a new tab (SPEC §2): the tab is opened during the click, so no popup
 * blocker stops it, and pointed at the URL once the API answers; without a tab, this one goes.
 */
async function inNewTab(get: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await get();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/** create-checkout for one plan, with SPEC §8's texts when it fails. */
export function useCheckout() {
  const { tm } = useI18n();
  const navigate = useNavigate();
  const create = useMutation(trpc.billing.createCheckout.mutationOptions());
  const start = async (plan: Plan) => {
    try {
      await inNewTab(() => create.mutateAsync({ plan }));
      toast.info(tm('Redirecting to checkout'));
    } catch (err) {
      if (unauthorized(err)) {
        toast.error(tm('Authentication required'), { description: tm('Please login to subscribe') });
        await navigate({ to: '/auth', search: { redirect: window.location.pathname } });
        return;
      }
      reportError(err, tm, tm('Failed to start checkout'));
    }
  };
  return { start, pending: create.isPending ? create.variables?.plan : undefined };
}

/** customer-portal in a new tab: "Opening customer portal...", or SPEC §8's portal failure texts. */
export function usePortal(from: PortalFrom) {
  const { tm } = useI18n();
  const open = useMutation(trpc.billing.customerPortal.mutationOptions());
  const manage = async () => {
    toast.info(tm('Opening customer portal...'));
    try {
      await inNewTab(() => open.mutateAsync({ from }));
    } catch (err) {
      reportError(err, tm, tm('Failed to open portal'));
    }
  };
  return { manage, pending: open.isPending };
}
