import { photoConfirmInput, photoListInput, photoPresignInput, photoRemoveInput } from '@tablestay/core/photos/schema';
import * as Photos from '@tablestay/core/photos/service';
import { photoProcedure, router } from '../trpc';

/** A venue's photos (ADR 059): list, presign an upload, confirm it, remove. */
export const ownerPhotosRouter = router({
  list: photoProcedure.input(photoListInput).query(({ ctx, input }) => Photos.listPhotos(ctx.core.photos, ctx.user, input.venueId)),
  /** A presigned form (url + fields) for one image; the browser posts the file straight to the store. */
  presign: photoProcedure.input(photoPresignInput).mutation(({ ctx, input }) => Photos.presignUpload(ctx.core.photos, ctx.user, input)),
  /** Records the uploaded object as the venue's photo, within the cap. */
  confirm: photoProcedure.input(photoConfirmInput).mutation(({ ctx, input }) => Photos.confirmUpload(ctx.core.photos, ctx.user, input)),
  remove: photoProcedure.input(photoRemoveInput).mutation(({ ctx, input }) => Photos.removePhoto(ctx.core.photos, ctx.user, input)),
});
