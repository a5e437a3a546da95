import { Leaf, PawPrint, Sprout, WheatOff } from 'lucide-react';
import { useI18n } from '../../i18n';

interface Flags {
  vegetarian: boolean;
  vegan: boolean;
  gluten_free: boolean;
  pets_allowed?: boolean;
}

/** The venue's dietary flags as small labelled chips; nothing when it has none. */
export function DietaryBadges({ venue, withPets = false }: { venue: Flags; withPets?: boolean }) {
  const { t } = useI18n();
  const chips = [
    venue.vegetarian && { key: 'veg', icon: Leaf, label: t('discovery.diet.vegetarian') },
    venue.vegan && { key: 'vegan', icon: Sprout, label: t('discovery.diet.vegan') },
    venue.gluten_free && { key: 'gf', icon: WheatOff, label: t('discovery.diet.glutenFree') },
    withPets && venue.pets_allowed && { key: 'pets', icon: PawPrint, label: t('discovery.diet.pets') },
  ].filter((c) => c !== false && c !== undefined);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('discovery.diet.label')} className="flex flex-wrap gap-1.5">
      {chips.map(({ key, icon: Icon, label }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200"
        >
          <Icon aria-hidden className="size-3.5" /> {label}
        </li>
      ))}
    </ul>
  );
}
