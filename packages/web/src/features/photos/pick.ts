import { isPhotoContentType } from '@tablestay/core/photos/schema';

// What the photo picker does with a choice of files, and how much room is left: pure, so the hook
// and its tests read the same rules (SPEC §5: images only; files beyond the remaining room dropped).

interface UploadState {
  state: 'uploading' | 'saving' | 'failed';
}

/** Photos the venue may still take: the cap minus those stored and those on their way (a failed upload holds no room). */
export function roomLeft(cap: number, stored: number, uploads: readonly UploadState[]): number {
  const inFlight = uploads.filter((u) => u.state !== 'failed').length;
  return Math.max(0, cap - stored - inFlight);
}

/** The picked files split: the images to upload (up to `room`), the names that are not images, and how many images were dropped. */
export function pickFiles<F extends { name: string; type: string }>(
  picked: readonly F[],
  room: number,
): { kept: F[]; notImages: string[]; dropped: { kept: number; picked: number } | null } {
  const images = picked.filter((f) => isPhotoContentType(f.type));
  const kept = images.slice(0, room);
  return {
    kept,
    notImages: picked.filter((f) => !isPhotoContentType(f.type)).map((f) => f.name),
    dropped: kept.length < images.length ? { kept: kept.length, picked: images.length } : null,
  };
}
