/** SPEC §6: a visitor's view token is also kept locally as reservation_token_{id}. */
export function rememberToken(id: string, token: string) {
  try {
    localStorage.setItem(`reservation_token_${id}`, token);
  } catch {
    // Private mode: the link in the email still works.
  }
}

export function recallToken(id: string): string | undefined {
  try {
    return localStorage.getItem(`reservation_token_${id}`) ?? undefined;
  } catch {
    return undefined;
  }
}
