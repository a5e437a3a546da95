/** Where the owner's day is kept on the device (ADR 116); its own module, so signing out can delete it on any page. */
export const OWNER_DAY_STORAGE = 'tablestay:owner-day';

/** Where the actions taken offline wait to be sent (offline-queue.tsx). */
export const OWNER_QUEUE_STORAGE = 'tablestay:owner-queue';
/** The event that tells the open queue its storage changed (it reads it again). */
export const OWNER_QUEUE_CHANGED = 'tablestay:owner-queue-changed';

/**
 * Deletes the kept day and the actions still waiting: signing out, or another person signing in on a
 * shared tablet (ADR 127), leaves nothing of the previous person's behind, wherever it happens. A
 * waiting action could not be sent without its person's session anyway.
 */
export function forgetOfflineDay() {
  try {
    localStorage.removeItem(OWNER_DAY_STORAGE);
    localStorage.removeItem(OWNER_QUEUE_STORAGE);
    window.dispatchEvent(new Event(OWNER_QUEUE_CHANGED));
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
