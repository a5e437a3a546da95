import { ImagePlus, Trash2, X } from 'lucide-react';
import { PHOTO_CONTENT_TYPES, type PhotoVenueKind } from '@tablestay/core/photos/schema';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { QueryBoundary } from '../../components/query-boundary';
import { usePhotoUploads } from './use-photo-uploads';

/**
 * The owner's photos of one venue (ADR 060, SPEC §5): pick several images, each uploads
 * straight to the store with its own progress bar and Cancel, then is recorded; remove deletes it.
 * The picker is disabled at the cap (10 per restaurant, 15 per property) and files beyond the
 * remaining room are dropped with a note. The server holds the cap too (ADR 059). The uploads
 * themselves are `usePhotoUploads`'. The list waits and fails in its own QueryBoundary (ADR 106):
 * "Failed to load photos" and Try again, or the plan to buy.
 */
export function PhotoManager({ venueId, kind }: { venueId: string; kind: PhotoVenueKind }) {
  const { t } = useI18n();
  return (
    <QueryBoundary title={t('photos.loadFailed')}>
      <Manager venueId={venueId} kind={kind} />
    </QueryBoundary>
  );
}

function Manager({ venueId, kind }: { venueId: string; kind: PhotoVenueKind }) {
  const { t } = useI18n();
  const { photos, cap, atCap, uploads, notices, onPick, cancel, dismiss, onRemove, removing } = usePhotoUploads(venueId);

  return (
    <Card className="p-4 sm:p-6" data-testid="photo-manager">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t(kind === 'property' ? 'photos.title.property' : 'photos.title.restaurant')}</h2>
          <p className="text-sm text-muted-foreground" data-testid="photo-count">
            {t('photos.count', { count: photos.length, cap })}
          </p>
        </div>
        <label
          className={buttonClass(
            'primary',
            'md',
            cn('min-h-11 cursor-pointer focus-within:ring-2 focus-within:ring-ring', atCap && 'pointer-events-none opacity-50'),
          )}
          aria-disabled={atCap}
        >
          <ImagePlus aria-hidden className="size-5" />
          {t('photos.add')}
          <input type="file" accept={PHOTO_CONTENT_TYPES.join(',')} multiple disabled={atCap} onChange={onPick} className="sr-only" data-testid="photo-input" />
        </label>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{atCap ? t('photos.atCap', { cap }) : t('photos.hint')}</p>
      {notices.map((n) => (
        <p key={n} role="status" className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm">
          {n}
        </p>
      ))}

      {uploads.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t('photos.add')}>
          {uploads.map((u) => (
            <li key={u.id} className="rounded-lg border border-border p-3" data-testid="photo-upload">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-sm font-medium">{u.name}</span>
                {u.state === 'failed' ? (
                  <Button variant="ghost" className="min-h-11 min-w-11 shrink-0" aria-label={t('common.close')} onClick={() => dismiss(u.id)}>
                    <X aria-hidden className="size-5" />
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    className="min-h-11 shrink-0"
                    disabled={u.state === 'saving'}
                    aria-label={t('photos.cancelUpload', { name: u.name })}
                    onClick={() => cancel(u.id)}
                  >
                    {t('photos.cancel')}
                  </Button>
                )}
              </div>
              {u.state === 'failed' ? (
                <p role="alert" className="mt-2 text-sm text-destructive">
                  {t('photos.uploadFailed')}
                  {u.error ? `: ${u.error}` : ''}
                </p>
              ) : (
                <div className="mt-2 flex items-center gap-3">
                  <progress className="h-2 w-full" max={100} value={Math.round(u.progress * 100)} aria-label={t('photos.uploading', { name: u.name })} />
                  <span className="w-20 shrink-0 text-right text-sm tabular-nums text-muted-foreground">
                    {u.state === 'saving' ? t('photos.saving') : `${Math.round(u.progress * 100)}%`}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 && uploads.length === 0 && <p className="mt-4 text-sm text-muted-foreground">{t('photos.empty')}</p>}
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-grid">
          {photos.map((p, i) => (
            <li key={p.id} className="overflow-hidden rounded-lg border border-border">
              <img
                src={p.url}
                alt={t('photos.alt', { n: i + 1 })}
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
              {/* Square, the tile's bottom edge (`!`: over the button's own rounding, `cn` merges no classes). */}
              <Button
                variant="ghost"
                className="min-h-11 w-full rounded-none! text-destructive"
                disabled={removing}
                aria-label={t('photos.removePhoto', { n: i + 1 })}
                onClick={() => void onRemove(p)}
              >
                <Trash2 aria-hidden className="size-4" />
                {t('photos.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
