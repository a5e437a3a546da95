import { verifiedGuest } from './accounts';
import type { TestServer } from './server';

/** The onboarding tests' helpers on one server: a fresh proven account, a venue's row, a refusal's status and text. */
export function onboardingHelpers(server: () => TestServer, prefix: string) {
  let n = 0;
  return {
    async fresh() {
      const email = `${prefix}${++n}@example.com`;
      const client = await verifiedGuest(server(), email);
      const { id } = await server().core.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return { client, userId: id };
    },
    venue: (id: string) => server().core.db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** What a refused call answered: its HTTP status and the product text. */
    async refusal(call: Promise<{ status: number; error?: { message: string } }>) {
      const res = await call;
      return { status: res.status, message: res.error?.message };
    },
  };
}
