import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { DEFAULT_GRACE_MINUTES, DEFAULT_TOTAL_TABLES, joinRestaurantInput } from '@tablestay/core/onboarding/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { fieldSetter, reportError } from '../../components/report-error';
import { planPrice } from '../billing/plan-price';
import { toast } from '../shared/toast';
import { usePlanCheckout } from './checkout';
import { OnboardingFrame, PaymentLinkField, PriceBadge, provenEmailOnly, VenueBasicsFields } from './parts';
import { useFormField } from '../../components/form-field';

type In = z.input<typeof joinRestaurantInput>;
type Out = z.output<typeof joinRestaurantInput>;
const FIELDS = ['name', 'address', 'city', 'totalTables', 'graceMinutes', 'paymentLinkUrl'] as const;

/** SPEC §2 /onboarding/restaurant: one form, created with onboarding done, then the plan's checkout. */
export const JoinRestaurantPage = provenEmailOnly(JoinForm);

function JoinForm() {
  const { t, tm, locale } = useI18n();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(joinRestaurantInput),
    defaultValues: { name: '', address: '', city: '', totalTables: DEFAULT_TOTAL_TABLES, graceMinutes: DEFAULT_GRACE_MINUTES, paymentLinkUrl: '' },
  });
  const field = useFormField(form);
  const create = useMutation(trpc.onboarding.joinRestaurant.mutationOptions());
  const checkout = usePlanCheckout();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, paymentLinkUrl: values.paymentLinkUrl ?? '' });
      // The account is an owner now: the header and guards read it again.
      await queryClient.invalidateQueries();
      toast.success(t('onboarding.join.created'));
      await checkout('restaurant', (to) => router.history.push(to), '/dashboard');
    } catch (err) {
      reportError(err, tm, t('onboarding.join.failed'), fieldSetter(form, FIELDS));
    }
  });
  const busy = create.isPending || form.formState.isSubmitting;
  return (
    <OnboardingFrame
      title={t('onboarding.join.title')}
      subtitle={t('onboarding.join.subtitle')}
      aside={<PriceBadge>{t('onboarding.join.price', { price: planPrice('restaurant', locale) })}</PriceBadge>}
    >
      <Card className="p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <VenueBasicsFields field={field} graceMin={0} />
          <PaymentLinkField optional className="sm:col-span-2" {...field('paymentLinkUrl')} />
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Link to="/" className={buttonClass('outline', 'lg')}>
              {t('onboarding.cancel')}
            </Link>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? t('onboarding.join.creating') : t('onboarding.join.create')}
            </Button>
          </div>
        </form>
      </Card>
    </OnboardingFrame>
  );
}
