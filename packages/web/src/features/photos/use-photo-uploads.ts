import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { ERROR_CATALOGUE } from '@tablestay/core/errors';
import type { VenuePhoto } from '@tablestay/core/photos/schema';
import { useI18n } from '../../i18n';
import { errorCode, isInvalidInput } from '../../i18n/errors';
import { trpc, trpcClient } from '../../trpc';
import { toast } from '../shared/toast';
import { pickFiles, roomLeft } from './pick';
import { postWithProgress, UploadCancelled } from './upload';

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'saving' | 'failed';
  error?: string;
}

let seq = 0;

/**
 * A venue's photos and the uploads under way (ADR 060): each picked image is presigned, posted
 * straight to the store with its progress, then recorded; each can be cancelled until it is being
 * saved. `PhotoManager` only shows what this returns.
 */
export function usePhotoUploads(venueId: string) {
  const { t, te, tm } = useI18n();
  const queryClient = useQueryClient();
  const list = useSuspenseQuery(trpc.ownerPhotos.list.queryOptions({ venueId }));
  const remove = useMutation(trpc.ownerPhotos.remove.mutationOptions());
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const controls = useRef(new Map<number, { cancelled: boolean; abort?: () => void }>());

  const { cap, photos } = list.data;
  const remaining = roomLeft(cap, photos.length, uploads);
  const atCap = remaining === 0;

  const patch = (id: number, p: Partial<Upload>) => setUploads((us) => us.map((u) => (u.id === id ? { ...u, ...p } : u)));
  const drop = (id: number) => {
    controls.current.delete(id);
    setUploads((us) => us.filter((u) => u.id !== id));
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.ownerPhotos.list.queryKey({ venueId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.restaurant.byId.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stay.byId.pathKey() }),
    ]);

  async function start(file: File) {
    const id = ++seq;
    const control: { cancelled: boolean; abort?: () => void } = { cancelled: false };
    controls.current.set(id, control);
    setUploads((us) => [...us, { id, name: file.name, progress: 0, state: 'uploading' }]);
    try {
      const presigned = await trpcClient.ownerPhotos.presign.mutate({ venueId, contentType: file.type, size: file.size });
      if (control.cancelled) throw new UploadCancelled('cancelled');
      const { done, abort } = postWithProgress(presigned.url, presigned.fields, file, (f) => patch(id, { progress: f }));
      control.abort = abort;
      await done;
      control.abort = undefined;
      patch(id, { state: 'saving', progress: 1 });
      await trpcClient.ownerPhotos.confirm.mutate({ venueId, key: presigned.key });
      await refresh();
      drop(id);
    } catch (err) {
      if (err instanceof UploadCancelled) return drop(id);
      // Why, when the server said (a type, a size, the cap; ADR 060): a domain refusal or the presign
      // schema's message. A refusal by the store itself or a dropped connection is only "Upload failed".
      const code = errorCode(err);
      // Signed out: the upload's own wording of the code, "Not signed in" (SPEC §6, ADR 109).
      const signedOut = code === 'auth.not_signed_in' ? tm(ERROR_CATALOGUE['auth.not_signed_in'].wordings.photos) : undefined;
      const detail = signedOut ?? ((code && code !== 'photo.upload_failed') || isInvalidInput(err) ? te(err) : undefined);
      patch(id, { state: 'failed', error: detail });
      toast.error(t('photos.uploadFailed'), detail ? { description: detail } : undefined);
    }
  }

  function cancel(id: number) {
    const control = controls.current.get(id);
    if (!control) return;
    control.cancelled = true;
    if (control.abort) control.abort();
    else drop(id);
  }

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same files may be picked again
    const { kept, notImages, dropped } = pickFiles(picked, remaining);
    const next: string[] = [];
    if (notImages.length) next.push(t('photos.notImages', { names: notImages.join(', ') }));
    if (dropped) next.push(t('photos.dropped', { ...dropped, cap }));
    setNotices(next);
    kept.forEach((f) => void start(f));
  }

  async function onRemove(photo: VenuePhoto) {
    try {
      await remove.mutateAsync({ venueId, photoId: photo.id });
      toast.success(t('photos.removed'));
      await refresh();
    } catch (err) {
      toast.error(te(err));
    }
  }

  return { photos, cap, atCap, uploads, notices, onPick, cancel, dismiss: drop, onRemove, removing: remove.isPending };
}
