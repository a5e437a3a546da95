import {
  AirVent,
  Check,
  CookingPot,
  Coffee,
  Dumbbell,
  Fence,
  Flower2,
  PawPrint,
  SquareParking,
  WashingMachine,
  Waves,
  WavesLadder,
  Wifi,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

/** SPEC §3 amenity values, each with its icon and label. */
const AMENITIES: Record<string, { icon: LucideIcon; label: MessageKey }> = {
  wifi: { icon: Wifi, label: 'stays.amenity.wifi' },
  parking: { icon: SquareParking, label: 'stays.amenity.parking' },
  air_conditioning: { icon: AirVent, label: 'stays.amenity.air_conditioning' },
  kitchen: { icon: CookingPot, label: 'stays.amenity.kitchen' },
  breakfast: { icon: Coffee, label: 'stays.amenity.breakfast' },
  pool: { icon: WavesLadder, label: 'stays.amenity.pool' },
  spa: { icon: Flower2, label: 'stays.amenity.spa' },
  gym: { icon: Dumbbell, label: 'stays.amenity.gym' },
  washer: { icon: WashingMachine, label: 'stays.amenity.washer' },
  dryer: { icon: Wind, label: 'stays.amenity.dryer' },
  balcony: { icon: Fence, label: 'stays.amenity.balcony' },
  sea_view: { icon: Waves, label: 'stays.amenity.sea_view' },
};

interface Chip {
  key: string;
  icon: LucideIcon;
  label: string;
}

function useChips(amenities: string[], pets: boolean): Chip[] {
  const { t } = useI18n();
  const chips: Chip[] = amenities.map((a) => {
    const known = AMENITIES[a];
    // An owner may store a value outside the SPEC list: show it as written, with a plain tick.
    return known ? { key: a, icon: known.icon, label: t(known.label) } : { key: a, icon: Check, label: a.replace(/_/g, ' ') };
  });
  // First, so the pets-allowed filter's answer is visible on every card.
  if (pets) chips.unshift({ key: 'pets', icon: PawPrint, label: t('stays.amenity.pets') });
  return chips;
}

/**
 * A property's amenities with icons. `compact` (cards) shows the first few as icon chips and a
 * "+N" count; the full list (property page) is a two-column grid with labels.
 */
export function AmenityList({ amenities, pets, compact = false, limit = 4 }: { amenities: string[]; pets: boolean; compact?: boolean; limit?: number }) {
  const { t } = useI18n();
  const chips = useChips(amenities, pets);
  if (chips.length === 0) {
    return compact ? null : <p className="text-sm text-muted-foreground">{t('stays.amenity.none')}</p>;
  }
  if (compact) {
    const shown = chips.slice(0, limit);
    const rest = chips.length - shown.length;
    return (
      <ul aria-label={t('stays.amenity.label')} className="flex flex-wrap gap-1.5">
        {shown.map(({ key, icon: Icon, label }) => (
          <li
            key={key}
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1',
              key === 'pets' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-muted text-foreground ring-border',
            )}
          >
            <Icon aria-hidden className="size-3.5" /> {label}
          </li>
        ))}
        {rest > 0 && (
          <li className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium text-muted-foreground ring-1 ring-border">
            <span aria-hidden>+{rest}</span>
            <span className="sr-only">{t('stays.amenity.more', { n: rest })}</span>
          </li>
        )}
      </ul>
    );
  }
  return (
    <ul aria-label={t('stays.amenity.label')} className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
      {chips.map(({ key, icon: Icon, label }) => (
        <li key={key} className="flex items-center gap-2 text-sm">
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-lg',
              key === 'pets' ? 'bg-emerald-50 text-emerald-700' : 'bg-accent text-primary',
            )}
          >
            <Icon aria-hidden className="size-4" />
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}
