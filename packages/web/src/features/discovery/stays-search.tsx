import { useNavigate } from '@tanstack/react-router';
import { useI18n } from '../../i18n';
import { StaySearchForm } from '../stays/search-form';

/**
 * The home page's stays search (SPEC §2): the one stay search form, laid out for the home card,
 * submitting to /stays?location&check_in&check_out&guests.
 */
export function StaysSearch() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <StaySearchForm
      initial={{}}
      withLocation
      label={t('discovery.stays.title')}
      submitLabel={t('discovery.stays.submit')}
      bare
      className="lg:grid-cols-2 lg:items-start lg:[&>div:first-child]:col-span-2 [&>button]:col-span-2"
      onSubmit={(v) => void navigate({ to: '/stays', search: { location: v.location, check_in: v.checkIn, check_out: v.checkOut, guests: v.guests } })}
    />
  );
}
