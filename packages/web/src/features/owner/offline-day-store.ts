/** Where the owner's day is kept on the device (ADR 116); its own module, so signing out can delete it on any page. */
export const OWNER_DAY_STORAGE = 'tablestay:owner-day';

/** Deletes the kept day: signing out leaves no one's data behind, wherever it happens. */
export function forgetOfflineDay() {
  try {
    localStorage.removeItem(OWNER_DAY_STORAGE);
  } catch {
    // No storage: nothing was kept.
  }
}

/** Whether a day is kept here (the app then watches the session on every page, to delete it at sign-out). */
export function hasKeptDay() {
  try {
    return localStorage.getItem(OWNER_DAY_STORAGE) !== null;
  } catch {
    return false;
  }
}
