import { BedDouble, Sparkles, Utensils, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import { Img } from '../../components/ui/img';

export type VisualKind = 'Restaurant' | 'Stay' | 'Lifestyle';

const ICONS: Record<VisualKind, LucideIcon> = { Restaurant: Utensils, Stay: BedDouble, Lifestyle: Sparkles };

// Warm, muted pairs that sit well with both themes; chosen by id so a venue always looks the same.
const GRADIENTS = [
  ['#7c2d12', '#d97706'],
  ['#134e4a', '#0e7490'],
  ['#4c1d95', '#be185d'],
  ['#365314', '#a16207'],
  ['#1e3a8a', '#0f766e'],
  ['#881337', '#c2410c'],
] as const;

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function gradientFor(seed: string) {
  const [from, to] = GRADIENTS[hash(seed) % GRADIENTS.length]!;
  return `linear-gradient(135deg, ${from}, ${to})`;
}

/**
 * A venue's photo, or, when it has none (or the photo fails to load), a gradient with an icon.
 * No stock photos: a venue without photos never pretends to have them. The photo is sized 4:3 (the
 * cards' and gallery's box; object-cover fills other shapes), lazy unless `eager`.
 */
export function VenueVisual({
  src,
  alt,
  seed,
  kind = 'Restaurant',
  className,
  iconClassName = 'size-10',
  eager = false,
  width,
  height,
}: {
  src?: string | null;
  alt: string;
  seed: string;
  kind?: VisualKind;
  className?: string;
  iconClassName?: string;
  eager?: boolean;
  /** Intrinsic size hints, so the page does not shift while the photo loads. */
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = ICONS[kind];
  if (src && !failed) {
    return (
      <Img
        src={src}
        alt={alt}
        width={width ?? 800}
        height={height ?? 600}
        priority={eager}
        onError={() => setFailed(true)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div className={cn('relative flex size-full items-center justify-center overflow-hidden', className)} style={{ backgroundImage: gradientFor(seed) }}>
      <div aria-hidden className="absolute -right-8 -top-8 size-40 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-12 -left-6 size-48 rounded-full bg-black/10" />
      <Icon aria-hidden className={cn('relative text-white/85', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
