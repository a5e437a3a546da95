import { Check } from 'lucide-react';
import { forwardRef, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field, type FieldProps } from '../../components/ui/field';
import type { FormFieldProps } from '../../components/form-field';
import { useI18n } from '../../i18n';
import { verifiedOnly, VerifyEmailNotice } from '../auth/verified-gate';

/** Creating a venue needs a proven email (ADR 067): until then the onboarding pages say what to do. */
export const provenEmailOnly = (Page: ComponentType) => verifiedOnly(Page, ConfirmEmailToOnboard);

function ConfirmEmailToOnboard({ email }: { email: string }) {
  const { t } = useI18n();
  return <VerifyEmailNotice email={email} title={t('onboarding.verifyTitle')} text={t('onboarding.verifyText', { email })} note={null} />;
}

/** The numbered steps above a multi-step form; the current one is marked for screen readers. */
export function Stepper({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('onboarding.step', { n: current + 1, total: steps.length })}>
      <ol className="flex gap-1.5">
        {steps.map((label, i) => (
          <li key={label} aria-current={i === current ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className={cn('h-1.5 rounded-full', i <= current ? 'bg-primary' : 'bg-muted')} />
            <span className={cn('flex items-center gap-1 truncate text-xs sm:text-sm', i === current ? 'font-semibold' : 'text-muted-foreground')}>
              {i < current && <Check aria-hidden className="size-3.5 shrink-0 text-primary" />}
              <span className="truncate">{label}</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Page frame of the onboarding screens: phone-first, one column. */
export function OnboardingFrame({ title, subtitle, aside, children }: { title: string; subtitle: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="font-display text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{subtitle}</p>
      {aside}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** The plan's price line (SPEC §2: "Subscription: 29 EUR/month", 79 EUR/month for stays). */
export function PriceBadge({ children }: { children: ReactNode }) {
  return <p className="mt-3 inline-flex rounded-full bg-muted px-3 py-1 text-sm font-medium">{children}</p>;
}

/** Save, and Next (which saves first): the buttons every step but the last has. */
export function StepActions({ busy, onSave, onBack }: { busy: boolean; onSave: () => void; onBack?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="ghost" size="lg" onClick={onBack} disabled={busy}>
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" size="lg" onClick={onSave} disabled={busy}>
          {busy ? t('onboarding.saving') : t('onboarding.save')}
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {t('onboarding.next')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The deposit payment link's field (SPEC §2), in the join form (where it is `optional`), the
 * wizard's step and a venue's Settings alike.
 */
export const PaymentLinkField = forwardRef<
  HTMLInputElement,
  Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'placeholder' | 'hint'> & { optional?: boolean }
>(({ optional, ...props }, ref) => {
  const { t } = useI18n();
  return (
    <Field
      ref={ref}
      label={t(optional ? 'onboarding.paymentLinkOptional' : 'onboarding.paymentLink')}
      type="url"
      inputMode="url"
      placeholder="https://"
      hint={t('onboarding.paymentLinkHint')}
      {...props}
    />
  );
});
PaymentLinkField.displayName = 'PaymentLinkField';

type BasicsName = 'name' | 'address' | 'city' | 'totalTables' | 'graceMinutes';

/**
 * A restaurant's basics (SPEC §2: name, address, city, tables, grace minutes), in the join form and
 * the wizard's first step alike. `graceMin` is the lower bound of the form's own schema.
 */
export function VenueBasicsFields({ field, graceMin }: { field: (name: BasicsName) => FormFieldProps; graceMin: number }) {
  const { t } = useI18n();
  return (
    <>
      <Field label={t('onboarding.restaurantName')} className="sm:col-span-2" maxLength={100} autoComplete="organization" {...field('name')} />
      <Field label={t('onboarding.address')} className="sm:col-span-2" maxLength={200} autoComplete="street-address" {...field('address')} />
      <Field
        label={t('onboarding.city')}
        className="sm:col-span-2"
        maxLength={100}
        autoComplete="address-level2"
        hint={t('onboarding.cityHint')}
        {...field('city')}
      />
      <Field label={t('onboarding.totalTables')} type="number" inputMode="numeric" min={1} max={999} {...field('totalTables')} />
      <Field
        label={t('onboarding.graceMinutes')}
        type="number"
        inputMode="numeric"
        min={graceMin}
        max={180}
        hint={t('onboarding.graceHint')}
        {...field('graceMinutes')}
      />
    </>
  );
}
