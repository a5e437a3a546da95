import { Utensils } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n';
import { AddDinners } from './add-dinners';

/** "Add dinners" on a stay's card on /me (ADR 112): opens the same section as the stay's pages, for the signed-in guest (no link token). */
export function StayDinners({ stayId, checkIn, checkOut }: { stayId: string; checkIn: string; checkOut: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <div className="w-full">
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Utensils aria-hidden className="size-4" /> {t('trip.addDinnersTitle')}
      </Button>
      {open && <AddDinners source={{ bookingId: stayId }} checkIn={checkIn} checkOut={checkOut} />}
    </div>
  );
}
