import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { basicsFields, depositLinkFields, type WizardVenue } from '@tablestay/core/onboarding/schema';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { toast } from '../shared/toast';
import { usePlanCheckout } from './checkout';
import { FeedbackQrCard } from './feedback-qr';
import { HoursStep } from './hours-editor';
import { OnboardingFrame, PaymentLinkField, provenEmailOnly, StepActions, Stepper, VenueBasicsFields } from './parts';
import { useFormField } from '../../components/form-field';

/** SPEC §2 /owners/onboarding: Basics → Opening hours → Deposit payment link → QR codes. */
export const OwnerWizardPage = provenEmailOnly(WizardLoader);

function WizardLoader() {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const draft = useMutation({
    ...trpc.onboarding.ensureDraft.mutationOptions(),
    // Opening the wizard may have made this account an owner: the header reads the session again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() }),
  });
  // `?venue=`: that venue of the owner's (from its Settings), not always the first restaurant.
  const { venue } = useSearch({ strict: false }) as { venue?: string };
  const input = useMemo(() => (venue ? { restaurantId: venue } : undefined), [venue]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    draft.mutate(input);
  }, [draft, input]);
  if (draft.isError) {
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-12">
        <Card role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-xl font-semibold">{te(draft.error)}</h1>
          <Button variant="outline" onClick={() => draft.mutate(input)}>
            {t('common.retry')}
          </Button>
        </Card>
      </section>
    );
  }
  if (!draft.data) {
    return (
      <section role="status" aria-label={t('onboarding.loading')} className="mx-auto w-full max-w-2xl px-4 py-10">
        <div className="h-8 w-2/3 animate-pulse rounded bg-muted" />
        <div className="mt-6 h-80 animate-pulse rounded-2xl bg-muted" />
      </section>
    );
  }
  return <Wizard initial={draft.data} />;
}

function Wizard({ initial }: { initial: WizardVenue }) {
  const { t } = useI18n();
  const [venue, setVenue] = useState(initial);
  const [step, setStep] = useState(0);
  const steps = [t('onboarding.wizard.basics'), t('onboarding.wizard.hours'), t('onboarding.wizard.deposit'), t('onboarding.wizard.qr')];
  const next = () => setStep((s) => Math.min(s + 1, steps.length - 1));
  const back = () => setStep((s) => Math.max(s - 1, 0));
  const update = (change: Partial<WizardVenue>) => setVenue((v) => ({ ...v, ...change }));
  return (
    <OnboardingFrame title={t('onboarding.wizard.title')} subtitle={t('onboarding.wizard.subtitle')}>
      <Stepper steps={steps} current={step} />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{steps[step]}</h2>
        {step === 0 && <BasicsStep venue={venue} onSaved={update} onNext={next} />}
        {step === 1 && <HoursStep venue={venue} onSaved={(hours) => update({ hours })} onNext={next} onBack={back} />}
        {step === 2 && <DepositStep venue={venue} onSaved={update} onNext={next} onBack={back} />}
        {step === 3 && <GoLiveStep venue={venue} onBack={back} />}
      </Card>
    </OnboardingFrame>
  );
}

type StepProps = { venue: WizardVenue; onSaved: (change: Partial<WizardVenue>) => void; onNext: () => void; onBack?: () => void };

/** A step's form: submit (Enter or Next) saves and goes on; Save saves and stays. */
function useStepForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  defaults: z.input<S>,
  save: (values: z.output<S>) => Promise<unknown>,
  onNext: () => void,
) {
  const { t, tm } = useI18n();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues: defaults as never });
  const [busy, setBusy] = useState(false);
  const run = (advance: boolean) =>
    form.handleSubmit(async (values) => {
      setBusy(true);
      try {
        await save(values);
        if (advance) onNext();
        else toast.success(t('onboarding.saved'));
      } catch (err) {
        reportError(err, tm, t('onboarding.saveFailed'), (field, message) => {
          if (!(field in (defaults as object))) return false;
          form.setError(field as never, { message });
          return true;
        });
      } finally {
        setBusy(false);
      }
    });
  const field = useFormField(form);
  return { field, busy, onSubmit: run(true), onSave: () => void run(false)() };
}

function BasicsStep({ venue, onSaved, onNext }: StepProps) {
  const saveBasics = useMutation(trpc.onboarding.saveBasics.mutationOptions());
  const { field, busy, onSubmit, onSave } = useStepForm(
    basicsFields,
    { name: venue.name, address: venue.address, city: venue.city, totalTables: venue.totalTables, graceMinutes: venue.graceMinutes },
    async (v) => {
      await saveBasics.mutateAsync({ ...v, restaurantId: venue.id });
      onSaved(v);
    },
    onNext,
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <VenueBasicsFields field={field} graceMin={5} />
      <StepActions busy={busy} onSave={onSave} />
    </form>
  );
}

function DepositStep({ venue, onSaved, onNext, onBack }: StepProps) {
  const saveLink = useMutation(trpc.onboarding.saveDepositLink.mutationOptions());
  const { field, busy, onSubmit, onSave } = useStepForm(
    depositLinkFields,
    { paymentLinkUrl: venue.paymentLinkUrl ?? '' },
    async (v) => {
      await saveLink.mutateAsync({ paymentLinkUrl: v.paymentLinkUrl ?? '', restaurantId: venue.id });
      onSaved({ paymentLinkUrl: v.paymentLinkUrl });
    },
    onNext,
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PaymentLinkField {...field('paymentLinkUrl')} />
      <StepActions busy={busy} onSave={onSave} onBack={onBack} />
    </form>
  );
}

function GoLiveStep({ venue, onBack }: { venue: WizardVenue; onBack: () => void }): ReactNode {
  const { t, tm } = useI18n();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const finish = useMutation(trpc.onboarding.finish.mutationOptions());
  const checkout = usePlanCheckout();
  const goLive = async () => {
    try {
      await finish.mutateAsync({ restaurantId: venue.id });
      toast.success(t('onboarding.live'));
      await queryClient.invalidateQueries();
      // A venue set up again from its Settings goes back to it; a new one on to its plan's checkout.
      if (venue.onboardingDone) await navigate({ to: '/dashboard', search: { venue: venue.id } });
      else await checkout('restaurant', (to) => router.history.push(to), `/dashboard?venue=${venue.id}`);
    } catch (err) {
      reportError(err, tm, t('onboarding.saveFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <FeedbackQrCard restaurantId={venue.id} name={venue.name} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" size="lg" onClick={onBack} disabled={finish.isPending}>
          {t('onboarding.back')}
        </Button>
        <Button size="lg" onClick={() => void goLive()} disabled={finish.isPending}>
          {finish.isPending ? t('onboarding.finishing') : t('onboarding.finish')}
        </Button>
      </div>
    </div>
  );
}
