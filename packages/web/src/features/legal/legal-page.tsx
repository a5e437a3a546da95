import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { privacyPolicy, termsOfService } from './content';

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, locale, formatDate } = useI18n();
  // The route's loader awaited the settings (ADR 106).
  const settings = useSuspenseQuery(trpc.system.settings.queryOptions());
  const [today] = useState(() => new Date());
  const email = settings.data.contactEmail;
  const doc = kind === 'terms' ? termsOfService(locale, email) : privacyPolicy(locale, email);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to="/" className={buttonClass('link', 'sm')}>
        ← {t('legal.backHome')}
      </Link>
      <h1 className="mt-2 font-display text-3xl font-bold md:text-4xl">{doc.title}</h1>
      {/* SPEC §2: "Last updated" shows the current date. */}
      <p className="mt-1 text-sm text-muted-foreground">{t('legal.lastUpdated', { date: formatDate(today) })}</p>
      <p className="mt-6 text-lg">{doc.intro}</p>
      <nav aria-label={t('legal.contents')} className="mt-6 rounded-xl border border-border bg-card p-4">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('legal.contents')}</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="hover:text-primary hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p, j) => (
            <p key={j} className="mt-3 leading-relaxed text-foreground/90">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
