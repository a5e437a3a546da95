import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BedDouble, CalendarPlus, CreditCard, LogIn, LogOut, Utensils } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { among, ROOMS, TABLES } from '@tablestay/core/hold/lifecycle';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import type { TripEvent, TripView } from '@tablestay/core/trip/schema';
import { reportError } from '../../components/report-error';
import { StatusBadge } from '../../components/status-badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { trpc, trpcClient } from '../../trpc';
import { downloadIcs } from '../booking/ics';
import { toast } from '../shared/toast';
import { refreshBookings } from '../shared/booking-queries';
import { endPayRun, leftToPay, payNext, payRun } from './pay-run';
import { CancelWithDinners, tripCancelledText } from './stay-cancel';
import { TripCityPack } from './trip-city-pack';

/**
 * /trips/{id}?token= (ADR 112): the stay and its dinners by day, each with its own status and
 * deposit; Pay all deposits walks through each venue's checkout; one calendar file; cancel the
 * stay with (or without) its dinners.
 */
export function TripPage({ id, token, continuePaying }: { id: string; token?: string; continuePaying: boolean }) {
  const { t, tm, te, locale, formatDate } = useI18n();
  const queryClient = useQueryClient();
  const input = { id, ...(token ? { token } : {}) };
  const trip = useSuspenseQuery(trpc.trip.get.queryOptions(input));
  const v = trip.data;
  const [paying, setPaying] = useState(false);
  const started = useRef(false);

  const pay = useCallback(
    async (view: TripView) => {
      setPaying(true);
      try {
        if (!(await payNext(view))) {
          setPaying(false);
          toast.success(t('trip.allPaid'));
        }
      } catch (err) {
        endPayRun();
        setPaying(false);
        reportError(err, tm, te(err));
        void trip.refetch();
      }
    },
    [t, tm, te, trip],
  );

  // Back from one checkout: read the trip again, then carry on with the next deposit left.
  useEffect(() => {
    if (!continuePaying || started.current || payRun()?.tripId !== v.id) return;
    started.current = true;
    void trip.refetch().then((r) => r.data && pay(r.data));
    // `started` makes it once per arrival, whatever re-renders follow.
  }, [continuePaying, v.id, trip, pay]);

  const calendar = async () => {
    try {
      await downloadIcs(await trpcClient.trip.ics.query(input));
    } catch (err) {
      reportError(err, tm, t('common.error'));
    }
  };

  const dinner = (e: Extract<TripEvent, { kind: 'dinner' }>) => v.dinners.find((d) => d.id === e.dinnerId)!;
  const money = (eur: number) => formatEur(locale, toCents(eur));
  const left = leftToPay(v);
  const run = payRun();

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('trip.title', { city: v.stay.property.city })}</h1>
      <p className="mt-1 text-muted-foreground">
        {v.stay.property.name} · {count(locale, 'nights', v.stay.nights)} · {count(locale, 'people', v.stay.guests)}
      </p>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {v.toPay.length > 0 ? (
          <Button size="lg" onClick={() => void pay(v)} disabled={paying} data-testid="pay-all">
            <CreditCard aria-hidden className="size-5" /> {paying ? t('trip.paying') : t('trip.payAll', { count: v.toPay.length })}
          </Button>
        ) : !among(ROOMS.standing, v.stay.status) ? (
          <p role="status" className="rounded-lg bg-muted p-3" data-testid="trip-cancelled">
            {t('trip.isCancelled')}
          </p>
        ) : (
          <p role="status" className="rounded-lg bg-accent p-3" data-testid="all-paid">
            {t('trip.allPaid')}
          </p>
        )}
        {(v.stay.canAddToCalendar || v.dinners.some((d) => d.canAddToCalendar)) && (
          <Button size="lg" variant="outline" onClick={() => void calendar()} data-testid="trip-calendar">
            <CalendarPlus aria-hidden className="size-5" /> {t('trip.calendar')}
          </Button>
        )}
      </div>
      {run?.tripId === v.id && paying && left.length > 0 && (
        <p role="status" className="mt-2 text-sm">
          {t('trip.payNext', { n: v.toPay.length - left.length + 1, total: v.toPay.length })}
        </p>
      )}

      <h2 className="mt-8 text-lg font-semibold">{t('trip.itinerary')}</h2>
      <ol className="mt-3 flex flex-col gap-4" data-testid="itinerary">
        {v.days.map((day) => (
          <li key={day.date}>
            <h3 className="text-sm font-semibold text-muted-foreground">{formatDate(day.date, { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {day.events.length === 0 && <li className="text-sm text-muted-foreground">—</li>}
              {day.events.map((e) =>
                e.kind === 'dinner' ? (
                  <EventCard
                    key={e.dinnerId}
                    icon={<Utensils aria-hidden className="size-5" />}
                    title={t('trip.dinnerAt', { restaurant: dinner(e).restaurant.name, time: dinner(e).time })}
                    status={dinner(e).status}
                    deposit={t('trip.depositLine', { amount: money(dinner(e).depositEur) })}
                    testId="trip-dinner"
                  />
                ) : (
                  <EventCard
                    key={e.kind}
                    icon={e.kind === 'check_in' ? <LogIn aria-hidden className="size-5" /> : <LogOut aria-hidden className="size-5" />}
                    title={t(e.kind === 'check_in' ? 'trip.checkIn' : 'trip.checkOut', { property: v.stay.property.name })}
                    status={v.stay.status}
                    deposit={e.kind === 'check_in' ? t('trip.depositLine', { amount: money(v.stay.depositEur) }) : undefined}
                    testId="trip-stay"
                  />
                ),
              )}
            </ul>
          </li>
        ))}
      </ol>

      {v.stay.canCancel && <TripCityPack view={v} input={input} />}
      {v.stay.canCancel && <CancelTrip view={v} onDone={() => refreshBookings(queryClient, 'trip')} input={input} />}
      <p className="mt-6 text-sm">
        <Link to="/deposit/$id" params={{ id: v.stay.id }} search={{ token: v.stay.token, type: 'stay' }} className="underline">
          <BedDouble aria-hidden className="mr-1 inline size-4" />
          {v.stay.property.name}
        </Link>
      </p>
    </section>
  );
}

function EventCard({ icon, title, status, deposit, testId }: { icon: React.ReactNode; title: string; status: string; deposit?: string; testId: string }) {
  return (
    <li>
      <Card className="flex items-start gap-3 p-3" data-testid={testId}>
        <span className="mt-0.5 text-primary">{icon}</span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium">{title}</p>
          {deposit && <p className="text-sm text-muted-foreground">{deposit}</p>}
        </div>
        <StatusBadge status={status} />
      </Card>
    </li>
  );
}

/** Cancel on the trip page: asks first, with the dinners ticked by default, as /me does (ADR 112). */
function CancelTrip({ view, input, onDone }: { view: TripView; input: { id: string; token?: string }; onDone: () => Promise<void> }) {
  const { t, tm, te, locale, formatDate } = useI18n();
  const cancel = useMutation(trpc.trip.cancel.mutationOptions());
  const paid = view.stay.paid || view.dinners.some((d) => d.paid && d.canCancel);
  const submit = async (withDinners: boolean) => {
    try {
      const res = await cancel.mutateAsync({ ...input, withDinners });
      toast.success(tripCancelledText(t, locale, res.tablesCancelled));
      await onDone();
    } catch (err) {
      reportError(err, tm, te(err));
    }
  };
  return (
    <Card className="mt-8 flex flex-col gap-3" data-testid="cancel-trip">
      <h2 className="text-lg font-semibold">{t('trip.cancelTitle')}</h2>
      <CancelWithDinners
        text={t('trip.cancelText', { property: view.stay.property.name, checkIn: formatDate(view.stay.checkIn), checkOut: formatDate(view.stay.checkOut) })}
        paidNote={paid ? t('trip.paidCancelNote') : undefined}
        live={view.dinners.filter((d) => d.canCancel).length}
        trigger={{ label: t('trip.cancelConfirm'), testId: 'cancel-trip-submit', disabled: cancel.isPending }}
        onConfirm={(withDinners) => void submit(withDinners)}
      />
    </Card>
  );
}

/** One card per trip on /me (ADR 112). */
export function TripCard({ v }: { v: TripView }) {
  const { t, locale } = useI18n();
  const live = v.dinners.filter((d) => among(TABLES.standing, d.status)).length;
  return (
    <Card className="flex h-full flex-col gap-2 p-4" data-testid="trip-card">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{t('trip.title', { city: v.stay.property.city })}</p>
        <StatusBadge status={v.stay.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('trip.card', { property: v.stay.property.name, nights: count(locale, 'nights', v.stay.nights), dinners: count(locale, 'dinners', live) })}
      </p>
      <Link to="/trips/$id" params={{ id: v.id }} search={{ token: v.token }} className={buttonClass('outline', 'sm', 'mt-auto self-start')}>
        {t('trip.open')}
      </Link>
    </Card>
  );
}
