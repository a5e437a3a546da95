import { DINING_PUSH_KINDS } from '@tablestay/core/push/kinds';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useSuspenseQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { BLOCKED_EXCEEDS_TOTAL, blockedExceedsTotal, detailsFields, tableSettingsFields, type DiningSettings } from '@tablestay/core/owner/dining/schema';
import { reportError } from '../../components/report-error';
import { Facts } from '../../components/facts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useI18n } from '../../i18n';
import { errorCode, isInvalidInput } from '../../i18n/errors';
import { trpc } from '../../trpc';
import { SubscriptionStatusCard } from '../billing/subscription-status-card';
import { FeedbackQrCard } from '../onboarding/feedback-qr';
import { VenueSetupCards } from '../onboarding/venue-setup';
import { PhotoManager } from '../photos/photo-manager';
import { toast } from '../shared/toast';
import { PushSettingsCard } from './push-settings';
import type { PanelProps } from './search';
import { useFormField } from '../../components/form-field';

type Tm = (m: string) => string;

/** SPEC §5: a schema failure shows its first message titled "Validation Error". */
function firstMessage(errors: FieldErrors<FieldValues>): string {
  const first = Object.values(errors)[0];
  return typeof first?.message === 'string' ? first.message : 'Please check your inputs';
}

/** A refused save, the SPEC way: "Invalid Configuration" for blocked > total, "Validation Error" for input, else "Error". */
function reportSaveError(err: unknown, tm: Tm, errorTitle: string) {
  const title = errorCode(err) === 'owner.invalid_configuration' ? 'Invalid Configuration' : isInvalidInput(err) ? 'Validation Error' : null;
  reportError(err, tm, title ? tm(title) : errorTitle);
}

/** The Settings sub-tab (SPEC §2): subscription, table management, restaurant details, opening hours and deposit link (ADR 116), notifications (ADR 119), photos, the feedback QR. */
export function SettingsPanel({ venue, readOnly }: PanelProps) {
  const q = useSuspenseQuery(trpc.ownerDining.settings.queryOptions({ venueId: venue.id }));
  return (
    <div className="flex flex-col gap-6">
      {!readOnly && <SubscriptionStatusCard />}
      {q.data &&
        (readOnly ? (
          <SettingsFacts settings={q.data} />
        ) : (
          <>
            <TablesForm venueId={venue.id} settings={q.data} />
            <DetailsForm venueId={venue.id} settings={q.data} />
            <VenueSetupCards venueId={venue.id} />
            <PushSettingsCard venueId={venue.id} kinds={DINING_PUSH_KINDS} />
          </>
        ))}
      {!readOnly && <PhotoManager venueId={venue.id} kind={venue.kind} />}
      <FeedbackQrCard restaurantId={venue.id} name={venue.name} />
    </div>
  );
}

interface FormProps {
  venueId: string;
  settings: DiningSettings;
}

/** The settings as facts, for an admin viewing the owner's dashboard (no field to change, no Save). */
function SettingsFacts({ settings: s }: { settings: DiningSettings }) {
  const { t } = useI18n();
  const flags = (['vegetarian', 'vegan', 'glutenFree'] as const).filter((f) => s[f]).map((f) => t(`owner.${f}`));
  return (
    <>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('owner.tableManagement')}</h2>
        <Facts
          testId="settings-facts"
          rows={[
            [t('owner.totalTables'), s.totalTables],
            [t('owner.blockedTables'), s.blockedTables],
            [t('owner.turnMinutes'), s.turnMinutes],
          ]}
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('owner.details')}</h2>
        <Facts
          rows={[
            [t('owner.description'), s.description],
            [t('owner.cuisine'), s.cuisine],
            [t('owner.menuUrl'), s.menuUrl],
            [t('owner.dietary'), flags.join(', ')],
          ]}
        />
      </Card>
    </>
  );
}

function useSaved() {
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  return () => {
    toast.success(tm('Settings Saved'), { description: tm('Your restaurant settings have been updated successfully') });
    void queryClient.invalidateQueries(trpc.ownerDining.pathFilter());
  };
}

function TablesForm({ venueId, settings }: FormProps) {
  const { t, tm } = useI18n();
  const saved = useSaved();
  const form = useForm<z.input<typeof tableSettingsFields>, unknown, z.output<typeof tableSettingsFields>>({
    resolver: zodResolver(tableSettingsFields),
    defaultValues: { totalTables: settings.totalTables, blockedTables: settings.blockedTables, turnMinutes: settings.turnMinutes },
  });
  const save = useMutation({
    ...trpc.ownerDining.updateTables.mutationOptions(),
    onSuccess: saved,
    onError: (e) => reportSaveError(e, tm, t('common.error')),
  });
  const field = useFormField(form);
  const onSubmit = form.handleSubmit(
    (values) => {
      if (blockedExceedsTotal(values)) return void toast.error(tm('Invalid Configuration'), { description: tm(BLOCKED_EXCEEDS_TOTAL) });
      save.mutate({ venueId, ...values });
    },
    (errs) => toast.error(tm('Validation Error'), { description: tm(firstMessage(errs)) }),
  );
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{t('owner.tableManagement')}</h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
        <Field label={t('owner.totalTables')} type="number" inputMode="numeric" min={0} {...field('totalTables')} />
        <Field label={t('owner.blockedTables')} type="number" inputMode="numeric" min={0} {...field('blockedTables')} />
        <Field label={t('owner.turnMinutes')} type="number" inputMode="numeric" min={30} max={480} step={30} {...field('turnMinutes')} />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('owner.saving') : t('owner.saveTables')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DetailsForm({ venueId, settings }: FormProps) {
  const { t, tm } = useI18n();
  const saved = useSaved();
  const form = useForm<z.input<typeof detailsFields>, unknown, z.output<typeof detailsFields>>({
    resolver: zodResolver(detailsFields),
    defaultValues: {
      description: settings.description,
      cuisine: settings.cuisine,
      menuUrl: settings.menuUrl,
      vegetarian: settings.vegetarian,
      vegan: settings.vegan,
      glutenFree: settings.glutenFree,
    },
  });
  const save = useMutation({
    ...trpc.ownerDining.updateDetails.mutationOptions(),
    onSuccess: saved,
    onError: (e) => reportSaveError(e, tm, t('common.error')),
  });
  const field = useFormField(form);
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const onSubmit = form.handleSubmit(
    (values) => save.mutate({ venueId, ...values }),
    (errs) => toast.error(tm('Validation Error'), { description: tm(firstMessage(errs)) }),
  );
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{t('owner.details')}</h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextareaField label={t('owner.description')} rows={4} count={description.length} maxLength={1000} {...field('description')} />
        <Field label={t('owner.cuisine')} {...field('cuisine')} />
        <Field label={t('owner.menuUrl')} type="url" inputMode="url" placeholder="https://" {...field('menuUrl')} />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['vegetarian', 'vegan', 'glutenFree'] as const).map((flag) => (
            <label key={flag} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5 accent-[var(--primary)]" {...form.register(flag)} />
              {t(`owner.${flag}`)}
            </label>
          ))}
        </div>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('owner.saving') : t('owner.saveDetails')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
