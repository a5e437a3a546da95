import type { RouterContext } from '../../routes/__root';
import type { ErrorCode } from '@tablestay/core/errors';
import { errorCode } from '../../i18n/errors';
import { recallToken } from './format';
import { Loading } from '../../components/loading';
import { LinkProblem } from './link-problem';

/**
 * The one loading idiom of the token pages (/deposit, /confirmation, /waitlist): the route's loader
 * awaits the booking behind the link (`ensureQueryData`, so the page renders with its data), one
 * pending component, one error component. A missing token is the page's own message, not a request.
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

export const TokenPending = Loading;

/**
 * The link could not be read (wrong token, gone): the failed call translated by its code, or the
 * page's own English text for that code (`rename`), with Book again.
 */
export function TokenError({ error, stays = false, rename = {} }: { error: unknown; stays?: boolean; rename?: Partial<Record<ErrorCode, string>> }) {
  const code = errorCode(error);
  const message = code ? rename[code] : undefined;
  return message ? <LinkProblem message={message} stays={stays} /> : <LinkProblem error={error} stays={stays} />;
}
