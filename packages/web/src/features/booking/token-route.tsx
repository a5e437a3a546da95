import type { ComponentType } from 'react';
import type { RouterContext } from '../../routes/__root';
import { errorCode, isInvalidInput } from '../../i18n/errors';
import { recallToken } from './format';
import { LinkProblem } from './link-problem';

/**
 * The one loading idiom of the token pages (/deposit, /confirmation, /waitlist): the route's loader
 * awaits the booking behind the link (`ensureQueryData`) and the page reads it with
 * `useSuspenseQuery`; the router's Loading while it waits, `TokenError` when the link finds nothing. A missing token is the page's own message, not a request.
 */
export type TokenKind = 'reservation' | 'stay' | 'waitlist';

export interface TokenSearch {
  token?: string;
  type?: 'stay';
}

export const tokenOf = (id: string, search: TokenSearch) => search.token ?? recallToken(id);

export async function loadByToken(context: RouterContext, kind: TokenKind, id: string, token: string | undefined) {
  if (!token) return;
  const { queryClient, trpc } = context;
  if (kind === 'stay') await queryClient.ensureQueryData(trpc.stay.byToken.queryOptions({ id, token }));
  else if (kind === 'waitlist') await queryClient.ensureQueryData(trpc.waitlist.byToken.queryOptions({ id, token }));
  else await queryClient.ensureQueryData(trpc.reservation.byToken.queryOptions({ id, token }));
}

const NOT_FOUND = new Set(['reservation.not_found', 'stay.booking_not_found']);

/**
 * The link could not be read (wrong token, gone): the failed call translated by its code, with Book
 * again. `denied`: the page's own English text for a link that finds nothing (not found, or a
 * malformed id or token, ADR 026) — the confirmation page's "Confirmed reservation not found".
 */
export function TokenError({ error, stays = false, denied }: { error: unknown; stays?: boolean; denied?: string }) {
  const code = errorCode(error);
  const found = !((code && NOT_FOUND.has(code)) || isInvalidInput(error));
  return denied && !found ? <LinkProblem message={denied} stays={stays} /> : <LinkProblem error={error} stays={stays} />;
}

/**
 * A token page's body for a table or a stay (/deposit, /confirmation): a missing token is the page's
 * own `missing` text; otherwise the kind's page, which reads what the loader awaited.
 */
export function TokenPage({
  id,
  token,
  type,
  missing,
  dining: Dining,
  stay: Stay,
}: {
  id: string;
  token?: string;
  type?: 'stay';
  missing: string;
  dining: ComponentType<{ id: string; token: string }>;
  stay: ComponentType<{ id: string; token: string }>;
}) {
  if (!token) return <LinkProblem stays={type === 'stay'} message={missing} />;
  const Page = type === 'stay' ? Stay : Dining;
  return <Page id={id} token={token} />;
}
