import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import { toast } from '../shared/toast';
import { searchEnum, searchSchema, type SearchField } from '../shared/search-params';

// Zod-free: route search readers run before any route chunk loads (ADR 054).
const yes: SearchField<true> = (v) => (v === true || v === 'true' ? true : undefined);

/** `?success=true` / `?canceled=true` when the checkout tab comes back (SPEC §2), plus `plan` from onboarding. */
export const checkoutReturnSearch = searchSchema({ success: yes, canceled: yes, plan: searchEnum(['restaurant', 'stays']) });

/**
 * SPEC §2: success shows "Subscription successful!" and checks the subscription again after 1 s
 * (the webhook may land just after the redirect); canceled shows "Subscription canceled".
 */
export function useCheckoutReturn(search: { success?: true; canceled?: true }, recheck: () => unknown) {
  const { tm } = useI18n();
  useEffect(() => {
    if (search.canceled) toast.info(tm('Subscription canceled'));
    if (!search.success) return;
    toast.success(tm('Subscription successful!'));
    const timer = setTimeout(() => void recheck(), 1000);
    return () => clearTimeout(timer);
    // Once per arrival, not per language switch.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [search.success, search.canceled]);
}
