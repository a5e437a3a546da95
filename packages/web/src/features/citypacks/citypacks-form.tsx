import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod';
import { cityPackInput, DEFAULT_CITY, DEFAULT_DAYS, MAX_DAYS } from '@tablestay/core/ai/citypacks/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useI18n } from '../../i18n';
import { isInvalidInput } from '../../i18n/errors';
import { trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { Itinerary } from './itinerary';
import { useFormField } from '../../components/form-field';

type In = z.input<typeof cityPackInput>;
type Out = z.output<typeof cityPackInput>;
const FIELDS = ['city', 'days', 'interests'] as const;

/** SPEC §2 /citypacks for subscribers: city, days, interests → a day-by-day itinerary. */
export function CityPacksForm() {
  const { t, tm, te, locale } = useI18n();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(cityPackInput),
    defaultValues: { city: DEFAULT_CITY, days: DEFAULT_DAYS, interests: t('citypacks.defaultInterests') },
  });
  const field = useFormField(form);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useMutation(trpc.citypacks.generate.mutationOptions());

  // SPEC §8: "Invalid input" with the first message.
  const invalid = (message: string) => toast.error(t('citypacks.invalidInput'), { description: message });
  const onInvalid = (found: FieldErrors<In>) => {
    const first = FIELDS.map((f) => found[f]?.message).find(Boolean);
    if (first) invalid(tm(first));
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await generate.mutateAsync({ ...values, locale });
    } catch (err) {
      const message = te(err);
      if (isInvalidInput(err)) return invalid(message);
      // SPEC §8: a generation error shows a warning line with the message and an error toast.
      setFailure(message);
      reportError(err, tm, t('common.error'));
    }
  }, onInvalid);
  const busy = generate.isPending;

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6 print:hidden">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label={t('citypacks.city')} maxLength={100} autoComplete="address-level2" {...field('city')} />
          <Field label={t('citypacks.days')} type="number" inputMode="numeric" min={1} max={MAX_DAYS} {...field('days')} />
          <TextareaField
            label={t('citypacks.interests')}
            className="sm:col-span-2"
            rows={2}
            maxLength={500}
            hint={t('citypacks.interestsHint')}
            {...field('interests')}
          />
          <div className="sm:col-span-2 sm:flex sm:justify-end">
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {busy ? t('citypacks.generating') : t('citypacks.generate')}
            </Button>
          </div>
        </form>
      </Card>
      {failure ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive" data-testid="citypacks-error">
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          {failure}
        </p>
      ) : null}
      {generate.data && !busy ? <Itinerary result={generate.data} /> : null}
    </div>
  );
}
