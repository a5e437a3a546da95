import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { depositLinkFields } from '@tablestay/core/onboarding/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { HoursStep } from './hours-editor';
import { PaymentLinkField } from './parts';

/**
 * A venue's opening hours and deposit payment link in its own Settings (ADR 116): the wizard's
 * steps 2 and 3 for any of the owner's venues, each with one Save, the same rules and texts.
 */
export function VenueSetupCards({ venueId }: { venueId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const options = trpc.onboarding.venueSetup.queryOptions({ restaurantId: venueId });
  const q = useSuspenseQuery(options);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  return (
    <>
      <Card className="p-4 sm:p-6" data-testid="hours-settings">
        <h2 className="mb-4 text-lg font-semibold">{t('onboarding.wizard.hours')}</h2>
        <HoursStep key={JSON.stringify(q.data.hours)} venue={q.data} onSaved={refresh} />
      </Card>
      <Card className="p-4 sm:p-6" data-testid="deposit-settings">
        <h2 className="mb-4 text-lg font-semibold">{t('onboarding.wizard.deposit')}</h2>
        <DepositLinkForm venueId={venueId} link={q.data.paymentLinkUrl} onSaved={refresh} />
      </Card>
    </>
  );
}

function DepositLinkForm({ venueId, link, onSaved }: { venueId: string; link: string | null; onSaved: () => void }) {
  const { t, tm } = useI18n();
  const save = useMutation(trpc.onboarding.saveDepositLink.mutationOptions());
  const form = useForm<z.input<typeof depositLinkFields>, unknown, z.output<typeof depositLinkFields>>({
    resolver: zodResolver(depositLinkFields),
    defaultValues: { paymentLinkUrl: link ?? '' },
  });
  const error = form.formState.errors.paymentLinkUrl?.message;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ restaurantId: venueId, paymentLinkUrl: v.paymentLinkUrl ?? '' });
      toast.success(t('onboarding.saved'));
      onSaved();
    } catch (err) {
      reportError(err, tm, t('onboarding.saveFailed'), (field, message) => {
        if (field !== 'paymentLinkUrl') return false;
        form.setError('paymentLinkUrl', { message });
        return true;
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PaymentLinkField error={error && tm(error)} {...form.register('paymentLinkUrl')} />
      <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('onboarding.saving') : t('onboarding.save')}
      </Button>
    </form>
  );
}
