import { useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';

/** The external affiliate service's sign-up and login, from configuration (AFFILIATE_URL). */
const link = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** /affiliate (SPEC §2): the 20% lifetime commission pitch and links to the external service. */
export function AffiliatePage() {
  const { t } = useI18n();
  // The route's loader awaited the settings (ADR 106).
  const base = useSuspenseQuery(trpc.system.settings.queryOptions()).data.affiliateUrl;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('affiliate.title')}</h1>
      <p className="mt-3 text-lg">{t('affiliate.pitch')}</p>
      <Card className="mt-6">
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>{t('affiliate.step1')}</li>
          <li>{t('affiliate.step2')}</li>
          <li>{t('affiliate.step3')}</li>
        </ol>
      </Card>
      {base ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={link(base, 'signup')} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            {t('affiliate.join')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <a href={link(base, 'login')} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')}>
            {t('affiliate.login')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </div>
      ) : null}
    </section>
  );
}
