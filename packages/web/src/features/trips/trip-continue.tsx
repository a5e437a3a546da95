import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { payRun } from './pay-run';

/**
 * On a confirmation page reached from a trip's "Pay all deposits": back to the trip, which carries
 * on with the next deposit (ADR 112). Renders nothing outside such a run.
 */
export function TripContinue() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [run] = useState(payRun);
  useEffect(() => {
    if (run) void navigate({ to: '/trips/$id', params: { id: run.tripId }, search: { token: run.token, pay: 'next' } });
  }, [run, navigate]);
  if (!run) return null;
  return (
    <Link to="/trips/$id" params={{ id: run.tripId }} search={{ token: run.token, pay: 'next' }} className={buttonClass('primary', 'lg', 'mt-4')}>
      {t('trip.backToTrip')}
    </Link>
  );
}
