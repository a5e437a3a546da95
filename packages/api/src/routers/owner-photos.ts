import { photoConfirmInput, photoListInput, photoPresignInput, photoRemoveInput } from '@tablestay/core/photos/schema';
import * as Photos from '@tablestay/core/photos/service';
import { byVenue, photoProcedure as photoGate, router } from '../trpc';

/**
 * Signed in ("Not signed in" otherwise), then the plan of the venue's tab: a restaurant's photos
 * are the Restaurant plan's, a property's the Stays plan's (ADR 104), admins exempt. Which venue is
 * theirs is `requireVenue`'s answer inside each core function.
 */
const photoProcedure = photoGate(byVenue({ restaurant: 'restaurant_dashboard', property: 'stays_dashboard' }));

/** A venue's photos (ADR 059): list, presign an upload, confirm it, remove. */
export const ownerPhotosRouter = router({
  list: photoProcedure.input(photoListInput).query(({ ctx, input }) => Photos.listPhotos(ctx.core.photos, ctx.user, input.venueId)),
  /** A presigned form (url + fields) for one image; the browser posts the file straight to the store. */
  presign: photoProcedure.input(photoPresignInput).mutation(({ ctx, input }) => Photos.presignUpload(ctx.core.photos, ctx.user, input)),
  /** Records the uploaded object as the venue's photo, within the cap. */
  confirm: photoProcedure.input(photoConfirmInput).mutation(({ ctx, input }) => Photos.confirmUpload(ctx.core.photos, ctx.user, input)),
  remove: photoProcedure.input(photoRemoveInput).mutation(({ ctx, input }) => Photos.removePhoto(ctx.core.photos, ctx.user, input)),
});
