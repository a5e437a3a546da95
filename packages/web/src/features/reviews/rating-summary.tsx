import { formatRating } from '@tablestay/core/i18n/format';
import { Star } from 'lucide-react';
import { useI18n } from '../../i18n';
import { pluralKey } from '../discovery/plural';

const REVIEW_FORMS = {
  one: 'discovery.rating.count.one',
  two: 'discovery.rating.count.two',
  few: 'discovery.rating.count.few',
  other: 'discovery.rating.count.other',
} as const;

/** "★ 4.6 (12 reviews)" or "No reviews yet". */
export function RatingSummary({ rating, size = 'sm' }: { rating: { average: number | null; count: number }; size?: 'sm' | 'lg' }) {
  const { t, locale } = useI18n();
  if (rating.average == null || rating.count === 0) {
    return <span className="text-sm text-muted-foreground">{t('discovery.rating.none')}</span>;
  }
  const average = formatRating(locale, rating.average);
  return (
    <span className={size === 'lg' ? 'inline-flex items-center gap-1.5 text-lg' : 'inline-flex items-center gap-1 text-sm'}>
      <Star aria-hidden className={size === 'lg' ? 'size-5 fill-amber-400 text-amber-500' : 'size-4 fill-amber-400 text-amber-500'} />
      <span className="sr-only">{t('discovery.rating.label', { average, count: rating.count })}</span>
      <span aria-hidden className="font-semibold">
        {average}
      </span>
      <span aria-hidden className="text-muted-foreground">
        ({t(pluralKey(locale, rating.count, REVIEW_FORMS), { count: rating.count })})
      </span>
    </span>
  );
}
