import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod';
import { staySettingsForm, type OwnerStaySettings } from '@tablestay/core/owner/stays/schema';
import { AMENITIES } from '@tablestay/core/stay/schema';
import { Facts } from '../../components/facts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { fieldErrors, trpc } from '../../trpc';
import { SubscriptionStatusCard } from '../billing/subscription-status-card';
import { VenueSetupCards } from '../onboarding/venue-setup';
import { PhotoManager } from '../photos/photo-manager';
import { PushSettingsCard } from '../owner/push-settings';
import { toast } from '../shared/toast';
import { RoomTypes } from './room-types';
import { CalendarFeeds } from './calendar-feeds';
import { useFormField } from '../../components/form-field';

type Schema = ReturnType<typeof staySettingsForm>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;
const FIELDS = ['description', 'address', 'amenities', 'petsAllowed', 'blockedRooms'] as const;

/** SPEC §2 Stays Settings: subscription, property settings, opening hours and deposit link (ADR 116), notifications (ADR 119), photos, Room Types and rooms. */
export function SettingsPanel({ venueId, readOnly }: { venueId: string; readOnly: boolean }) {
  const q = useSuspenseQuery(trpc.ownerStays.settings.queryOptions({ venueId }));
  return (
    <div className="flex flex-col gap-4">
      {!readOnly && <SubscriptionStatusCard />}
      {readOnly ? <PropertyFacts settings={q.data} /> : <PropertyForm venueId={venueId} settings={q.data} />}
      {!readOnly && <VenueSetupCards venueId={venueId} />}
      {!readOnly && <PushSettingsCard venueId={venueId} />}
      <RoomTypes venueId={venueId} roomTypes={q.data.roomTypes} readOnly={readOnly} />
      {!readOnly && <CalendarFeeds venueId={venueId} roomTypes={q.data.roomTypes} />}
      {!readOnly && <PhotoManager venueId={venueId} kind="property" />}
    </div>
  );
}

/** The first message of a failed form, in field order (SPEC §5: shown titled "Validation Error"). */
const firstMessage = (errors: FieldErrors<FormIn>) => FIELDS.map((f) => errors[f]?.message).find(Boolean);

/** The property's settings as facts, for an admin viewing the owner's dashboard (no field to change, no Save). */
function PropertyFacts({ settings: s }: { settings: OwnerStaySettings }) {
  const { t } = useI18n();
  return (
    <Card className="p-4">
      <h3 className="mb-3 text-lg font-semibold">{t('ownerStays.settings.property')}</h3>
      <Facts
        testId="settings-facts"
        rows={[
          [t('ownerStays.settings.description'), s.description],
          [t('ownerStays.settings.address'), s.address],
          [t('ownerStays.settings.amenities'), s.amenities.map((a) => t(`stays.amenity.${a}` as MessageKey)).join(', ')],
          [t('ownerStays.settings.pets'), t(s.petsAllowed ? 'common.yes' : 'common.no')],
          [t('ownerStays.settings.totalRooms'), s.totalRooms],
          [t('ownerStays.settings.blockedRooms'), s.blockedRooms],
        ]}
      />
    </Card>
  );
}

function PropertyForm({ venueId, settings: s }: { venueId: string; settings: OwnerStaySettings }) {
  const { t, tm, te } = useI18n();
  const queryClient = useQueryClient();
  const schema = useMemo(() => staySettingsForm(s.totalRooms), [s.totalRooms]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    values: {
      description: s.description,
      address: s.address,
      amenities: s.amenities as FormOut['amenities'],
      petsAllowed: s.petsAllowed,
      blockedRooms: s.blockedRooms,
    },
  });
  const field = useFormField(form);
  const save = useMutation(trpc.ownerStays.updateSettings.mutationOptions());
  const invalid = (errs: FieldErrors<FormIn>) => {
    const first = firstMessage(errs);
    if (first) toast.error(t('ownerStays.settings.validation'), { description: tm(first) });
    else toast.error(t('common.error'), { description: tm('Please check your inputs') });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ venueId, ...values });
      toast.success(t('ownerStays.settings.saved'), { description: t('ownerStays.settings.savedText') });
      await queryClient.invalidateQueries({ queryKey: trpc.ownerStays.pathKey() });
    } catch (err) {
      const fields = fieldErrors(err);
      for (const [f, m] of Object.entries(fields)) if ((FIELDS as readonly string[]).includes(f)) form.setError(f as (typeof FIELDS)[number], { message: m });
      // A rule the server checks (SPEC §5) is a validation error too; anything else: "Please check your inputs".
      if (Object.keys(fields).length > 0 || isRuleError(err)) toast.error(t('ownerStays.settings.validation'), { description: te(err) });
      else toast.error(t('common.error'), { description: tm('Please check your inputs') });
    }
  }, invalid);
  const description = useWatch({ control: form.control, name: 'description' });
  return (
    <Card className="p-4">
      <h3 className="mb-3 text-lg font-semibold">{t('ownerStays.settings.property')}</h3>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4">
          <TextareaField label={t('ownerStays.settings.description')} rows={4} maxLength={1000} count={(description ?? '').length} {...field('description')} />
          <Field label={t('ownerStays.settings.address')} maxLength={200} {...field('address')} />
          <fieldset>
            <legend className="text-sm font-medium">{t('ownerStays.settings.amenities')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {AMENITIES.map((a) => (
                <label key={a} className="flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm">
                  <input type="checkbox" value={a} className="size-5" {...form.register('amenities')} />
                  {t(`stays.amenity.${a}` as MessageKey)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-5" {...form.register('petsAllowed')} />
            {t('ownerStays.settings.pets')}
          </label>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('ownerStays.settings.totalRooms')} value={s.totalRooms} readOnly hint={t('ownerStays.settings.totalRoomsHint')} />
            <Field label={t('ownerStays.settings.blockedRooms')} type="number" inputMode="numeric" min={0} max={s.totalRooms} {...field('blockedRooms')} />
          </div>
        </div>
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? t('ownerStays.settings.saving') : t('ownerStays.settings.save')}
        </Button>
      </form>
    </Card>
  );
}

const RULE_CODES = ['owner_stays.blocked_exceeds_total', 'owner_stays.room_code_taken'];
function isRuleError(err: unknown): boolean {
  const code = (err as { data?: { domainCode?: string | null } })?.data?.domainCode;
  return typeof code === 'string' && RULE_CODES.includes(code);
}
