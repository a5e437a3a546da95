import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { TripView } from '@tablestay/core/trip/schema';
import { DEFAULT_DINNER_TIME } from '@tablestay/core/trip/schema';
import { reportError } from '../../components/report-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { refreshBookings } from '../shared/booking-queries';
import { toast } from '../shared/toast';

/**
 * The AI City Pack on the trip page (ADR 112): the plan for the trip's town and days, the trip's
 * dinners on their evenings, and an Add for each of our restaurants it names on a free evening
 * (held all or nothing like any dinner). The add-on's gate answers with its own text.
 */
export function TripCityPack({ view, input }: { view: TripView; input: { id: string; token?: string } }) {
  const { t, tm, te, formatDate } = useI18n();
  const queryClient = useQueryClient();
  const pack = useMutation(trpc.trip.cityPack.mutationOptions());
  const add = useMutation(trpc.trip.addDinners.mutationOptions());

  const addDinner = async (restaurantId: string, date: string) => {
    try {
      await add.mutateAsync({ bookingId: view.stay.id, token: view.stay.token, dinners: [{ restaurantId, date, time: DEFAULT_DINNER_TIME }] });
      toast.success(t('trip.packAdded'));
      await refreshBookings(queryClient, 'trip');
      pack.mutate(input);
    } catch (err) {
      reportError(err, tm, te(err));
    }
  };

  const data = pack.data;
  return (
    <Card className="mt-8 flex flex-col gap-3" data-testid="trip-city-pack">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="size-5" /> {t('trip.packTitle')}
      </h2>
      {!data && (
        <Button variant="outline" onClick={() => pack.mutate(input)} disabled={pack.isPending}>
          {pack.isPending ? t('trip.packGenerating') : t('trip.packGenerate')}
        </Button>
      )}
      {pack.isError && (
        <p role="alert" className="rounded-lg bg-accent p-3 text-sm">
          {te(pack.error)}
        </p>
      )}
      {data && !data.known && <p>{t('trip.packUnknown', { city: data.city })}</p>}
      {data?.known && (
        <>
          <p className="text-sm">{data.wording.intro}</p>
          <ol className="flex flex-col gap-3">
            {data.days.map((d, i) => (
              <li key={d.date} className="border-t border-border pt-2 first:border-t-0">
                <h3 className="font-medium">
                  {t('trip.packDay', { n: i + 1, date: formatDate(d.date, { weekday: 'short', day: 'numeric', month: 'short' }) })}
                </h3>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {d.plan.slots.flatMap((s) => s.stops.filter((x) => x.kind !== 'restaurant').map((x) => <li key={`${s.slot}${x.name}`}>{x.name}</li>))}
                  {d.dinners.map((x) => (
                    <li key={x.id} className="font-medium">
                      {t('trip.packYourDinner', { restaurant: x.restaurant, time: x.time })}
                    </li>
                  ))}
                </ul>
                {d.offers.map((o) => (
                  <Button
                    key={o.restaurantId}
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    disabled={add.isPending}
                    onClick={() => void addDinner(o.restaurantId, d.date)}
                  >
                    {t('trip.packAdd', { restaurant: o.name })}
                  </Button>
                ))}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
