import { useMutation, useQueryClient, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { Utensils } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { count } from '@tablestay/core/i18n/format';
import { formatEur, toCents } from '@tablestay/core/money';
import { DEFAULT_DINNER_TIME, type DinnerChoice, type DinnerEvening, type DinnerOptions, type TakenDinner } from '@tablestay/core/trip/schema';
import { QueryBoundary } from '../../components/query-boundary';
import { reportError } from '../../components/report-error';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { errorCode } from '../../i18n/errors';
import { trpc } from '../../trpc';
import { refreshBookings } from '../shared/booking-queries';

/** The stay's evenings: check-in day up to the night before check-out ('YYYY-MM-DD', UTC arithmetic on calendar dates). */
function evenings(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${checkIn}T00:00:00Z`); d.toISOString().slice(0, 10) < checkOut; d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
}

/** One evening of the picker: its time (19:30 unless chosen) and the one restaurant chosen then, if any. */
interface EveningField {
  date: string;
  time: string;
  restaurantId: string | null;
}
interface DinnerForm {
  evenings: EveningField[];
}

const blank = (nights: string[]): DinnerForm => ({ evenings: nights.map((date) => ({ date, time: DEFAULT_DINNER_TIME, restaurantId: null })) });

/** The chosen dinners: one per evening with a restaurant. */
const chosenOf = (evs: readonly (Partial<EveningField> | undefined)[] | undefined): DinnerChoice[] =>
  (evs ?? []).flatMap((e) => (e?.restaurantId && e.date && e.time ? [{ restaurantId: e.restaurantId, date: e.date, time: e.time }] : []));

/** Whose evenings: a booked stay (its link token, or the signed-in guest's own), or a stay being booked (the stay form). */
type Source = { bookingId: string; token?: string } | { propertyId: string; guests: number; checkIn: string; checkOut: string };

/**
 * "Add dinners" (ADR 112): for each evening a time (19:30 unless chosen) and the restaurants of the
 * town free then. For a booked stay the chosen ones are held together or not at all (its link token,
 * or without one the signed-in guest's own stay); on the stay form (`onChange`) they are only chosen,
 * and the form books them with the stay.
 */
export function AddDinners({
  source,
  checkIn,
  checkOut,
  onChange,
}: {
  source: Source;
  checkIn: string;
  checkOut: string;
  onChange?: (dinners: DinnerChoice[]) => void;
}) {
  const { t, te, tm, formatDate } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [taken, setTaken] = useState<TakenDinner[] | null>(null);
  // The refusal and its nearest free times come into view where the guest is (the button at the bottom).
  const takenBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!taken) return;
    takenBox.current?.scrollIntoView({ block: 'center' });
    takenBox.current?.focus();
  }, [taken]);
  const add = useMutation(trpc.trip.addDinners.mutationOptions());
  const nights = evenings(checkIn, checkOut);
  const form = useForm<DinnerForm>({ defaultValues: blank(nights) });
  const { control, register, setValue, reset, handleSubmit, subscribe } = form;
  // Other dates (the stay form's): the evenings, and what was chosen on them, start again.
  useEffect(() => reset(blank(evenings(checkIn, checkOut))), [checkIn, checkOut, reset]);
  const values = useWatch({ control, name: 'evenings' });
  const chosen = chosenOf(values);
  // The stay form books what is chosen here with the stay.
  useEffect(() => {
    if (!onChange) return;
    return subscribe({ formState: { values: true }, callback: ({ values: v }) => onChange(chosenOf(v.evenings)) });
  }, [subscribe, onChange]);
  const unchoose = (i: number) => setValue(`evenings.${i}.restaurantId`, null);
  // One table per evening: choosing another restaurant that evening replaces the first; choosing it again removes it.
  const toggle = (i: number, restaurantId: string) => setValue(`evenings.${i}.restaurantId`, values[i]?.restaurantId === restaurantId ? null : restaurantId);
  const takeTime = (date: string, time: string) => {
    const i = nights.indexOf(date);
    if (i < 0) return;
    setValue(`evenings.${i}.time`, time);
    unchoose(i);
  };

  const submit = async (v: DinnerForm) => {
    if (!('bookingId' in source)) return;
    setTaken(null);
    try {
      const res = await add.mutateAsync({ ...source, dinners: chosenOf(v.evenings) });
      await refreshBookings(queryClient, 'trip');
      void navigate({ to: '/trips/$id', params: { id: res.tripId }, search: { token: res.tripToken } });
    } catch (err) {
      if (errorCode(err) === 'trip.table_taken' && err instanceof TRPCClientError) {
        const refused = ((err.data as { taken?: TakenDinner[] } | undefined)?.taken ?? []) as TakenDinner[];
        setTaken(refused);
        // Only the refused evenings start again; a table still free stays chosen.
        nights.forEach((date, i) => {
          if (refused.some((x) => x.date === date)) unchoose(i);
        });
        await queryClient.invalidateQueries({ queryKey: trpc.trip.dinnerOptions.pathKey() });
      } else reportError(err, tm, te(err));
    }
  };

  return (
    <Card className="mt-6 flex flex-col gap-4" data-testid="add-dinners">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Utensils aria-hidden className="size-5" /> {t('trip.addDinnersTitle')}
      </h2>
      <QueryBoundary>
        <DinnersHelp source={source} date={nights[0]} time={values[0]?.time ?? DEFAULT_DINNER_TIME} />
      </QueryBoundary>
      {taken && (
        <div role="alert" ref={takenBox} tabIndex={-1} className="rounded-lg bg-accent p-3 text-sm outline-none" data-testid="trip-taken">
          <p className="font-semibold">{t('trip.takenTitle')}</p>
          <p>{te(add.error)}</p>
          {taken.map((x) => (
            <div key={`${x.restaurantId}${x.date}`} className="mt-2">
              <p>{t('trip.takenLine', { restaurant: x.restaurantName, date: formatDate(x.date), time: x.time })}</p>
              <p className="flex flex-wrap items-center gap-2">
                {x.nearestTimes.length ? t('trip.nearest', { times: x.nearestTimes.join(', ') }) : t('trip.noNearby')}
                {x.nearestTimes.map((time) => (
                  <Button key={time} size="sm" variant="outline" onClick={() => takeTime(x.date, time)}>
                    {t('trip.useTime', { time })}
                  </Button>
                ))}
              </p>
            </div>
          ))}
        </div>
      )}
      <ol className="flex flex-col gap-4">
        {nights.map((date, i) => (
          <li key={date} className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
            <h3 className="font-medium">{t('trip.evening', { date: formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }) })}</h3>
            <QueryBoundary>
              <EveningTime
                source={source}
                date={date}
                time={values[i]?.time ?? DEFAULT_DINNER_TIME}
                field={register(`evenings.${i}.time`, { onChange: () => unchoose(i) })}
              />
            </QueryBoundary>
            <QueryBoundary>
              <Evening
                source={source}
                date={date}
                time={values[i]?.time ?? DEFAULT_DINNER_TIME}
                chosenId={values[i]?.restaurantId ?? null}
                toggle={(id) => toggle(i, id)}
              />
            </QueryBoundary>
          </li>
        ))}
      </ol>
      {'bookingId' in source && (
        <>
          <Button size="lg" disabled={chosen.length === 0 || add.isPending} onClick={() => void handleSubmit(submit)()} data-testid="add-dinners-submit">
            {add.isPending ? t('trip.adding') : t('trip.add', { count: chosen.length })}
          </Button>
          <QueryBoundary>
            <TripLink source={source} />
          </QueryBoundary>
        </>
      )}
    </Card>
  );
}

function useOptions(source: Source, date?: string, time?: string) {
  const asked = { ...(date ? { date } : {}), ...(time ? { time } : {}) };
  const options =
    'bookingId' in source
      ? trpc.trip.dinnerOptions.queryOptions({ bookingId: source.bookingId, ...(source.token ? { token: source.token } : {}), ...asked })
      : trpc.trip.plannedDinnerOptions.queryOptions({ ...source, ...asked });
  // Two procedures, one answer shape (DinnerOptions): one query either way.
  return useSuspenseQuery(options as unknown as UseSuspenseQueryOptions<DinnerOptions>);
}

/** What the section offers, said once above the evenings (the first evening's answer: the same query, no other request). */
function DinnersHelp({ source, date, time }: { source: Source; date: string | undefined; time: string }) {
  const { t, locale } = useI18n();
  const options = useOptions(source, date, time).data;
  return <p className="text-sm text-muted-foreground">{t('trip.addDinnersText', { city: options.city, party: count(locale, 'people', options.partySize) })}</p>;
}

/**
 * The evening's time: the times the town's restaurants seat guests that evening (the evening's
 * first answer, at the default time, so changing the time asks nothing more); the one chosen stays
 * listed even when no restaurant seats then.
 */
function EveningTime(props: { source: Source; date: string; time: string; field: UseFormRegisterReturn }) {
  const { t, formatDate } = useI18n();
  const listed = useOptions(props.source, props.date, DEFAULT_DINNER_TIME).data.evenings[0]?.times ?? [];
  const times = listed.includes(props.time) ? listed : [...listed, props.time].sort();
  return (
    <SelectField label={t('trip.timeFor', { date: formatDate(props.date) })} {...props.field}>
      {times.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </SelectField>
  );
}

function Evening(props: { source: Source; date: string; time: string; chosenId: string | null; toggle: (restaurantId: string) => void }) {
  const { t, locale } = useI18n();
  const options = useOptions(props.source, props.date, props.time).data;
  const evening: DinnerEvening | undefined = options.evenings[0];
  if (!evening) return null;
  return (
    <div className="flex flex-col gap-2">
      {evening.held.map((h) => (
        <p key={h.reservationId} className="text-sm font-medium" data-testid="dinner-held">
          {t('trip.held', { restaurant: h.restaurantName, time: h.time })}
        </p>
      ))}
      {evening.restaurants.length === 0 ? (
        <p className="text-sm">{t('trip.noneFree')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {evening.restaurants.map((r) => {
            const on = props.chosenId === r.id;
            return (
              <li key={r.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border p-3 focus-within:ring-2 focus-within:ring-ring">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={on}
                    onChange={() => props.toggle(r.id)}
                    aria-label={t('trip.choose', { restaurant: r.name })}
                  />
                  <span className="flex flex-1 flex-col">
                    <span className="font-medium">{r.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {r.address} · {t('trip.deposit', { amount: formatEur(locale, toCents(r.depositEur)) })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function TripLink({ source }: { source: Source }) {
  const { t } = useI18n();
  const trip = useOptions(source).data.trip;
  if (!trip) return null;
  return (
    <Link to="/trips/$id" params={{ id: trip.id }} search={{ token: trip.token }} className={buttonClass('outline', 'lg')}>
      {t('trip.viewTrip')}
    </Link>
  );
}
