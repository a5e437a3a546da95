import { useI18n, type Locale } from '../../i18n';
import { cn } from '../../components/ui/cn';
import { useHydrating } from './picture';

const LOCALES: { value: Locale; label: string; name: string }[] = [
  { value: 'en', label: 'EN', name: 'English' },
  { value: 'sl', label: 'SL', name: 'Slovenščina' },
];

export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  // Shown once it works: in the prerendered markup the buttons would do nothing (ADR 105).
  const hydrating = useHydrating();
  return (
    <div role="group" aria-label={t('nav.language')} className={cn('inline-flex rounded-lg border border-border p-0.5', hydrating && 'invisible')}>
      {LOCALES.map((l) => (
        <button
          key={l.value}
          type="button"
          lang={l.value}
          aria-pressed={locale === l.value}
          aria-label={l.name}
          onClick={() => setLocale(l.value)}
          className={cn('rounded-md px-2 py-1 text-xs font-semibold', locale === l.value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}
