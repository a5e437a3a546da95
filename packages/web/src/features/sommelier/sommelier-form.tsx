import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Copy, Wine } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod';
import { BUDGETS, DEFAULT_BUDGET, OCCASIONS, PREFERENCES, SWEETNESS, sommelierInput } from '@tablestay/core/ai/sommelier/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { fieldErrors, transportFailure, trpc } from '../../trpc';
import { toast } from '../shared/toast';
import { useFormField } from '../../components/form-field';

type In = z.input<typeof sommelierInput>;
type Out = z.output<typeof sommelierInput>;
const CHIPS = ['steak', 'sushi', 'pasta', 'bbq', 'veggie', 'dessert'] as const;

/**
 * The Sommelier form (SPEC §2, §5, §8; ADR 085), shown inside the add-on gate. Validation
 * failures toast "Invalid input" with the first message; other failures show their message (or
 * "Request failed" / "Something went wrong.") in the result area and toast "Error". The recommendation is plain text (never HTML) with a Copy button.
 */
export function SommelierForm() {
  const { t, tm, te, locale } = useI18n();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(sommelierInput),
    defaultValues: { dish: '', cuisine: '', budget: DEFAULT_BUDGET, preference: 'open', sweetness: 'any', occasion: 'any', location: '', lang: locale },
  });
  const errors = form.formState.errors;
  const field = useFormField(form);
  const suggest = useMutation(trpc.sommelier.suggest.mutationOptions());
  const [result, setResult] = useState<{ text: string } | { error: string } | null>(null);
  const busy = suggest.isPending || form.formState.isSubmitting;
  const dish = useWatch({ control: form.control, name: 'dish' }) ?? '';

  const invalid = (message: string | undefined) => toast.error(t('sommelier.invalid'), { description: tm(message) });
  const onInvalid = (errs: FieldErrors<In>) => invalid(Object.values(errs).find((e) => e?.message)?.message);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await suggest.mutateAsync(values);
      setResult({ text: answer.result });
    } catch (err) {
      const fields = Object.entries(fieldErrors(err));
      if (fields.length) {
        for (const [name, message] of fields) if (name in values) form.setError(name as keyof In, { message });
        invalid(fields[0]![1]);
        return;
      }
      // SPEC §8: the result area says "Request failed" when the API never answered and "Something
      // went wrong." for a failure that is not a call's; the API's own message otherwise.
      const shown = transportFailure(err) ? t('sommelier.requestFailed') : err instanceof TRPCClientError ? te(err) : t('sommelier.somethingWrong');
      setResult({ error: shown });
      reportError(err, tm, t('sommelier.error'));
    }
  }, onInvalid);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('sommelier.copied'));
    } catch {
      toast.error(t('sommelier.error'), { description: t('sommelier.copyFailed') });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{t('sommelier.intro')}</p>
      <Card className="p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="sommelier-form">
          <Field
            label={t('sommelier.dish')}
            className="sm:col-span-2"
            placeholder={t('sommelier.dishPlaceholder')}
            autoComplete="off"
            aria-required
            {...field('dish')}
          />
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2" role="group" aria-label={t('sommelier.examples')}>
            <span className="text-sm text-muted-foreground">{t('sommelier.examples')}:</span>
            {CHIPS.map((chip) => (
              <button
                key={chip}
                type="button"
                className="rounded-full border border-border bg-card px-3 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => form.setValue('dish', t(`sommelier.sample.${chip}`), { shouldDirty: true, shouldValidate: !!errors.dish })}
              >
                {t(`sommelier.chip.${chip}`)}
              </button>
            ))}
          </div>
          <Field label={t('sommelier.cuisine')} placeholder={t('sommelier.cuisinePlaceholder')} {...field('cuisine')} />
          <Field label={t('sommelier.location')} placeholder={t('sommelier.locationPlaceholder')} autoComplete="address-level2" {...field('location')} />
          <SelectField label={t('sommelier.budget')} {...form.register('budget')}>
            {BUDGETS.map((b) => (
              <option key={b} value={b}>
                {t(`sommelier.budget.${b}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('sommelier.preference')} {...form.register('preference')}>
            {PREFERENCES.map((p) => (
              <option key={p} value={p}>
                {t(`sommelier.preference.${p}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('sommelier.sweetness')} {...form.register('sweetness')}>
            {SWEETNESS.map((s) => (
              <option key={s} value={s}>
                {t(`sommelier.sweetness.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('sommelier.occasion')} {...form.register('occasion')}>
            {OCCASIONS.map((o) => (
              <option key={o} value={o}>
                {t(`sommelier.occasion.${o}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('sommelier.lang')} {...form.register('lang')}>
            <option value="en" lang="en">
              {t('sommelier.lang.en')}
            </option>
            <option value="sl" lang="sl">
              {t('sommelier.lang.sl')}
            </option>
          </SelectField>
          <div className="flex items-end">
            <Button type="submit" size="lg" className="w-full" disabled={busy || dish.trim() === ''}>
              <Wine aria-hidden className="size-5" /> {busy ? t('sommelier.busy') : t('sommelier.submit')}
            </Button>
          </div>
        </form>
      </Card>
      <div aria-live="polite" data-testid="sommelier-result">
        {result && 'text' in result ? (
          <Card className="flex flex-col gap-3 p-4 sm:p-6">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{t('sommelier.resultTitle')}</h2>
              <Button size="sm" variant="outline" onClick={() => void copy(result.text)}>
                <Copy aria-hidden className="size-4" /> {t('sommelier.copy')}
              </Button>
            </div>
            <p className="whitespace-pre-wrap leading-relaxed" data-testid="sommelier-text">
              {result.text}
            </p>
          </Card>
        ) : result ? (
          <p role="alert" className="text-destructive">
            {result.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
