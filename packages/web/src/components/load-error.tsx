import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useI18n } from '../i18n';
import { requiredPlan } from '../trpc';
import { Button, buttonClass } from './ui/button';
import { Card } from './ui/card';

/**
 * The one "could not load" (SPEC §8): `title` (the page's own text, else a generic one), the failed
 * call's message under it and Try again. `retry` refetches what failed; without it (a route's loader
 * or a suspended query) the route loads again. A 403 that names a plan is no failure: it is that
 * plan's paywall, with a link to buy it (ADR 104).
 */
export function LoadError({ error, retry, title }: { error?: unknown; retry?: () => void; title?: string }) {
  const { t, te } = useI18n();
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  const plan = requiredPlan(error);
  if (plan) {
    const owner = plan === 'restaurant' || plan === 'stays';
    return (
      <Card className="flex flex-col items-start gap-3" data-testid="paywall" data-plan={plan}>
        <Lock aria-hidden className="size-6 text-primary" />
        <p className="font-semibold">{te(error)}</p>
        {owner ? (
          <Link to="/subscription" search={{ plan }} className={buttonClass('primary')}>
            {t('common.viewPlans')}
          </Link>
        ) : (
          <Link to={plan === 'sommelier' ? '/sommelier' : '/citypacks'} className={buttonClass('primary')}>
            {t('common.viewPlans')}
          </Link>
        )}
      </Card>
    );
  }
  const again = () => {
    if (retry) return retry();
    queries.reset();
    void router.invalidate();
  };
  const detail = error === undefined ? null : te(error);
  return (
    <Card role="alert" className="flex flex-col items-start gap-3">
      <p className="font-semibold">{title ?? t('common.loadFailed')}</p>
      {detail && detail !== title && <p className="text-sm text-muted-foreground">{detail}</p>}
      <Button variant="outline" onClick={again}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}

/** A route's error component (router.tsx `defaultErrorComponent`): the one LoadError, on a page of its own. */
export function RouteError({ error, title }: { error: unknown; title?: string }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16">
      <LoadError error={error} title={title} />
    </section>
  );
}
