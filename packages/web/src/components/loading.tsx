import { useI18n } from '../i18n';

/** The one pending state (router.tsx `defaultPendingComponent`, and a part of a page that waits). */
export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-12 text-center text-muted-foreground">
      {t('common.loading')}
    </p>
  );
}
