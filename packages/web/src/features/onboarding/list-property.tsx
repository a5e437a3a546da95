import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { DEFAULT_ROOM_CODE, DEFAULT_ROOM_TYPE, propertyFields, roomFields, roomTypeFields } from '@tablestay/core/onboarding/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import type { RouterContext } from '../../routes/__root';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { planPrice } from '../billing/plan-price';
import { toast } from '../shared/toast';
import type { PropertyDraft } from '@tablestay/core/onboarding/property';
import { usePlanCheckout } from './checkout';
import { useFormField } from '../../components/form-field';
import { OnboardingFrame, PriceBadge, provenEmailOnly, Stepper } from './parts';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** SPEC §2 /onboarding/property: Property Details → Room Type → First Room, then the stays checkout. */
export const ListPropertyPage = provenEmailOnly(ResumeDraft);

/**
 * The route's loader (ADR 106): the draft as it is now (never a cached one: the owner may have
 * continued elsewhere), once the email is proven — before that the page says to confirm it.
 */
export async function loadPropertyDraft({ queryClient, trpc: api }: RouterContext) {
  const user = await queryClient.ensureQueryData(api.account.me.queryOptions());
  if (user?.emailVerified) await queryClient.fetchQuery({ ...api.onboarding.propertyDraft.queryOptions(), staleTime: 0 });
}

/** An owner who left after step 1 or 2 continues that property rather than starting another. */
function ResumeDraft() {
  const draft = useSuspenseQuery(trpc.onboarding.propertyDraft.queryOptions());
  return <PropertyStepper draft={draft.data ?? null} />;
}

/** Field errors from the server go to their fields; anything else is a "Failed to complete registration" toast. */
function failed(setError: (field: string, message: string) => void, tm: (m: string) => string, title: string, fields: readonly string[]) {
  return (err: unknown) =>
    reportError(err, tm, title, (field, message) => {
      if (!fields.includes(field)) return false;
      setError(field, message);
      return true;
    });
}

function PropertyStepper({ draft }: { draft: PropertyDraft | null }) {
  const { t, tm, locale } = useI18n();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  // What earlier steps created: Back and Next again change them rather than make new ones.
  const [propertyId, setPropertyId] = useState<string | null>(draft?.id ?? null);
  const [roomTypeId, setRoomTypeId] = useState<string | null>(draft?.roomType?.id ?? null);

  const details = useForm<In<typeof propertyFields>, unknown, Out<typeof propertyFields>>({
    resolver: zodResolver(propertyFields),
    defaultValues: { name: draft?.name ?? '', address: draft?.address ?? '', city: draft?.city ?? '' },
  });
  const type = useForm<In<typeof roomTypeFields>, unknown, Out<typeof roomTypeFields>>({
    resolver: zodResolver(roomTypeFields),
    defaultValues: draft?.roomType
      ? { ...draft.roomType, nameSl: draft.roomType.nameSl ?? '' }
      : { name: DEFAULT_ROOM_TYPE.name, nameSl: '', capacity: DEFAULT_ROOM_TYPE.capacity, basePriceEur: DEFAULT_ROOM_TYPE.basePriceEur },
  });
  const room = useForm<In<typeof roomFields>, unknown, Out<typeof roomFields>>({
    resolver: zodResolver(roomFields),
    defaultValues: { code: DEFAULT_ROOM_CODE },
  });

  const saveProperty = useMutation(trpc.onboarding.saveProperty.mutationOptions());
  const saveRoomType = useMutation(trpc.onboarding.saveRoomType.mutationOptions());
  const addRoom = useMutation(trpc.onboarding.addRoom.mutationOptions());
  const checkout = usePlanCheckout();
  const busy = saveProperty.isPending || saveRoomType.isPending || addRoom.isPending;
  const title = t('onboarding.property.failed');

  const submitDetails = details.handleSubmit(async (values) => {
    try {
      const { id } = await saveProperty.mutateAsync({ ...values, propertyId: propertyId ?? undefined });
      if (!propertyId) {
        toast.success(t('onboarding.property.created'));
        await queryClient.invalidateQueries();
      }
      setPropertyId(id);
      setStep(1);
    } catch (err) {
      failed((f, message) => details.setError(f as 'name', { message }), tm, title, ['name', 'address', 'city'])(err);
    }
  });
  const submitType = type.handleSubmit(async (values) => {
    if (!propertyId) return setStep(0);
    try {
      const { id } = await saveRoomType.mutateAsync({ ...values, propertyId, roomTypeId: roomTypeId ?? undefined });
      if (!roomTypeId) toast.success(t('onboarding.property.typeAdded'));
      setRoomTypeId(id);
      setStep(2);
    } catch (err) {
      failed((f, message) => type.setError(f as 'name', { message }), tm, title, ['name', 'nameSl', 'capacity', 'basePriceEur'])(err);
    }
  });
  const submitRoom = room.handleSubmit(async (values) => {
    if (!propertyId || !roomTypeId) return setStep(propertyId ? 1 : 0);
    try {
      await addRoom.mutateAsync({ ...values, propertyId, roomTypeId });
      toast.success(t('onboarding.property.done'));
      await checkout('stays', (to) => router.history.push(to), '/dashboard/stays');
    } catch (err) {
      failed((f, message) => room.setError(f as 'code', { message }), tm, title, ['code'])(err);
    }
  });

  const steps = [t('onboarding.property.details'), t('onboarding.property.roomType'), t('onboarding.property.firstRoom')];
  const detailsField = useFormField(details);
  const typeField = useFormField(type);
  const roomField = useFormField(room);
  const back =
    step === 0 ? (
      <Link to="/" className={buttonClass('outline', 'lg')}>
        {t('onboarding.cancel')}
      </Link>
    ) : (
      <Button variant="outline" size="lg" onClick={() => setStep(step - 1)} disabled={busy}>
        {t('onboarding.back')}
      </Button>
    );
  const next = (label: string) => (
    <Button type="submit" size="lg" disabled={busy}>
      {busy ? t('onboarding.saving') : label}
    </Button>
  );
  const actions = (label: string) => (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-between">
      {back}
      {next(label)}
    </div>
  );

  return (
    <OnboardingFrame
      title={t('onboarding.property.title')}
      subtitle={t('onboarding.property.subtitle')}
      aside={<PriceBadge>{t('onboarding.property.price', { price: planPrice('stays', locale) })}</PriceBadge>}
    >
      <Stepper steps={steps} current={step} />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{steps[step]}</h2>
        {step === 0 && (
          <form onSubmit={submitDetails} noValidate className="grid gap-4">
            <Field label={t('onboarding.property.name')} maxLength={100} {...detailsField('name')} />
            <Field label={t('onboarding.address')} maxLength={200} autoComplete="street-address" {...detailsField('address')} />
            <Field label={t('onboarding.city')} maxLength={100} autoComplete="address-level2" hint={t('onboarding.cityHint')} {...detailsField('city')} />
            {actions(t('onboarding.property.nextRoomType'))}
          </form>
        )}
        {step === 1 && (
          <form onSubmit={submitType} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field label={t('onboarding.property.typeName')} className="sm:col-span-2" maxLength={50} {...typeField('name')} />
            <Field
              label={t('onboarding.property.typeNameSl')}
              hint={t('onboarding.property.typeNameSlHint')}
              className="sm:col-span-2"
              maxLength={50}
              {...typeField('nameSl')}
            />
            <Field label={t('onboarding.property.capacity')} type="number" inputMode="numeric" min={1} max={20} {...typeField('capacity')} />
            <Field label={t('onboarding.property.price.night')} type="number" inputMode="decimal" min={0} step={0.01} {...typeField('basePriceEur')} />
            {actions(t('onboarding.property.nextRoom'))}
          </form>
        )}
        {step === 2 && (
          <form onSubmit={submitRoom} noValidate className="grid gap-4">
            <Field label={t('onboarding.property.code')} maxLength={20} hint={t('onboarding.property.codeHint')} {...roomField('code')} />
            {actions(t('onboarding.property.complete'))}
          </form>
        )}
      </Card>
    </OnboardingFrame>
  );
}
