import { formatEur, toCents } from '@tablestay/core/money';
import { Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { OwnerRoomType } from '@tablestay/core/owner/stays/schema';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n';
import { RoomForm, RoomTypeForm } from './room-forms';

type Open = { kind: 'type'; id?: string } | { kind: 'room'; id?: string; typeId: string } | null;

/** SPEC §2 Room Types: name, capacity, price per night in euros, Active/Inactive; add and edit types and their rooms. */
export function RoomTypes({ venueId, roomTypes, readOnly }: { venueId: string; roomTypes: OwnerRoomType[]; readOnly: boolean }) {
  const { t, tr, locale } = useI18n();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card className="p-4" data-testid="room-types">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{t('ownerStays.roomTypes.title')}</h3>
        {!readOnly && (
          <Button variant="outline" onClick={() => setOpen({ kind: 'type' })}>
            <Plus aria-hidden className="size-4" /> {t('ownerStays.roomTypes.add')}
          </Button>
        )}
      </div>
      {open?.kind === 'type' && !open.id && <RoomTypeForm venueId={venueId} onDone={close} />}
      {roomTypes.length === 0 && <p className="py-3 text-muted-foreground">{t('ownerStays.roomTypes.empty')}</p>}
      <ul className="divide-y divide-border">
        {roomTypes.map((rt) => (
          <li key={rt.id} className="flex flex-col gap-2 py-3" data-testid="room-type-row">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{tr({ name: rt.name, name_sl: rt.nameSl })}</p>
                <p className="inline-flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <Users aria-hidden className="size-4" />
                    {t('ownerStays.roomTypes.capacityOf', { n: rt.capacity })}
                  </span>
                  <span data-testid="room-type-price">{t('ownerStays.roomTypes.perNight', { price: formatEur(locale, toCents(rt.basePriceEur)) })}</span>
                </p>
              </div>
              <Badge variant={rt.active ? 'default' : 'secondary'}>{rt.active ? t('ownerStays.roomTypes.active') : t('ownerStays.roomTypes.inactive')}</Badge>
            </div>
            {!readOnly && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => setOpen({ kind: 'type', id: rt.id })}
                  aria-label={`${t('ownerStays.roomTypes.edit')} ${tr({ name: rt.name, name_sl: rt.nameSl })}`}
                >
                  <Pencil aria-hidden className="size-4" /> {t('ownerStays.roomTypes.edit')}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setOpen({ kind: 'room', typeId: rt.id })}
                  aria-label={`${t('ownerStays.rooms.add')}: ${tr({ name: rt.name, name_sl: rt.nameSl })}`}
                >
                  <Plus aria-hidden className="size-4" /> {t('ownerStays.rooms.add')}
                </Button>
              </div>
            )}
            {open?.kind === 'type' && open.id === rt.id && <RoomTypeForm venueId={venueId} editing={rt} onDone={close} />}
            {open?.kind === 'room' && !open.id && open.typeId === rt.id && (
              <RoomForm venueId={venueId} roomTypes={roomTypes} defaultTypeId={rt.id} onDone={close} />
            )}
            <div>
              <p className="text-sm font-medium">{t('ownerStays.rooms.title')}</p>
              {rt.rooms.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('ownerStays.rooms.none')}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {rt.rooms.map((room) => (
                    <li key={room.id}>
                      {readOnly ? (
                        <span className="inline-flex h-11 items-center rounded-lg border border-border px-3 text-sm">{room.code}</span>
                      ) : (
                        <Button
                          variant="outline"
                          className={room.active ? '' : 'line-through opacity-70'}
                          onClick={() => setOpen({ kind: 'room', id: room.id, typeId: rt.id })}
                          aria-label={`${t('ownerStays.roomTypes.edit')} ${t('ownerStays.rooms.code')} ${room.code}`}
                        >
                          {room.code}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {open?.kind === 'room' && open.id && open.typeId === rt.id && (
                <RoomForm venueId={venueId} roomTypes={roomTypes} editing={rt.rooms.find((r) => r.id === open.id)} onDone={close} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
