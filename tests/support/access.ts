import { expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@tablestay/core/errors';
import type { VenueRole } from '@tablestay/core/staff/roles';
import { expectEveryProcedureCovered, isPlanActor, OWNER_ACTORS, PLANS_OF, STAFF_OF, type OwnerActor } from './owners';
import type { Client } from './server';

/**
 * An access matrix over real HTTP: every procedure of a router, called by each actor
 * (tests/support/owners.ts), answers each one as its row says, with the SPEC text of a refusal, and
 * a refused call changes nothing and shows nothing it should not.
 */

type OwnerPlan = 'restaurant' | 'stays';

/** What each refusal says: signed out, not an owner, not this owner's venue. */
const REFUSAL: Record<number, string | undefined> = { 200: undefined, 401: 'Please log in first', 403: 'Not allowed', 404: 'Restaurant not found' };
/** What an owner without the plan hears (ADR 104): the plan to buy. */
const PLAN_REFUSAL: Record<OwnerPlan, string> = {
  restaurant: 'Subscription required — Please subscribe to the Restaurant plan (€29/month)',
  stays: 'Subscription required — Please subscribe to the Stays plan (€79/month)',
};

/** The plan actors on their own venue: 200 with the plan the row needs, else 403 naming it. */
const byPlan = (plan: OwnerPlan) =>
  ({
    restaurantOwner: PLANS_OF.restaurantOwner.includes(plan) ? 200 : 403,
    staysOwner: PLANS_OF.staysOwner.includes(plan) ? 200 : 403,
    unpaidOwner: PLANS_OF.unpaidOwner.includes(plan) ? 200 : 403,
  }) as const;

/** What removed staff hear at the venue (ADR 127). */
export const ACCESS_REMOVED = ERROR_CATALOGUE['staff.access_removed'].message;

/** The role ladder as the matrices expect it (ADR 127), written out here rather than read from the code under test. */
const LADDER: readonly VenueRole[] = ['host', 'manager', 'owner'];
const reaches = (held: VenueRole, need: VenueRole) => LADDER.indexOf(held) >= LADDER.indexOf(need);

/**
 * The staff on a procedure of A's venue that needs `role`: A's host and manager 200 where their role
 * reaches it, else 403 "Not allowed"; the removed host 403 (ACCESS_REMOVED). B's host is no one at
 * A's venue, an ordinary account: `stranger` is what he gets, as a guest would, 403 "Not allowed" on
 * a plan-gated procedure (the default), 404 "Restaurant not found" on a setup step.
 */
export const staffOnA = (role: VenueRole, stranger: 403 | 404 = 403) =>
  ({
    hostA: reaches(STAFF_OF.hostA.role, role) ? 200 : 403,
    managerA: reaches(STAFF_OF.managerA.role, role) ? 200 : 403,
    hostB: stranger,
    revokedHost: 403,
  }) as const;

/**
 * An owner tab's reads (the tab of `plan`) that need `role` (the procedure's rung): its owner, its
 * staff from `role` up, and an admin ("Viewing as"); another owner learns nothing.
 */
export const ownerRead = (plan: OwnerPlan, role: VenueRole): Record<OwnerActor, number> => ({
  visitor: 401,
  guest: 403,
  ownerA: 200,
  ownerB: 404,
  admin: 200,
  ...byPlan(plan),
  ...staffOnA(role),
});
/** An owner tab's writes that need `role`: its owner and its staff from `role` up, never an admin. */
export const ownerWrite = (plan: OwnerPlan, role: VenueRole): Record<OwnerActor, number> => ({ ...ownerRead(plan, role), admin: 404 });
/** A public procedure: the same answer for everyone. */
export const PUBLIC: Record<OwnerActor, number> = Object.fromEntries(OWNER_ACTORS.map((a) => [a, 200])) as Record<OwnerActor, number>;

interface AccessRow {
  kind: 'query' | 'mutation';
  expected: Record<OwnerActor, number>;
  /** The call's input, made afresh for each actor, so one actor's write never decides another's answer. */
  input: (actor: OwnerActor, n: number) => unknown;
  /** An allowed write that stores nothing (it hands out an upload form): nothing to see change. */
  storesNothing?: boolean;
}

export interface AccessMatrix {
  /** The router's procedure prefix, e.g. 'ownerDining.': every procedure under it needs a row. */
  prefix: string;
  rows: Record<string, AccessRow>;
  /** The owner plan the rows need: a plan actor's 403 names it. */
  plan?: OwnerPlan;
  /** Where the router's refusals say something else than REFUSAL. */
  refusals?: Record<number, string>;
  clients: () => Record<OwnerActor, Client>;
  /** All the rows' writes may change for that actor's target: a refused call changes none of it; an allowed write does change it. */
  snapshot?: (actor: OwnerActor) => Promise<unknown>;
  /** What an answer must not show: to a refused actor (the owner's venue), or to anyone (a guest's email). */
  hidden?: { text: () => string | RegExp; from: 'refused' | 'everyone' };
}

const shows = (answer: string, text: string | RegExp) => (typeof text === 'string' ? answer.includes(text) : text.test(answer));

/**
 * The text an actor's answer of `status` carries: none for a 200; a plan owner's 403 names the plan
 * to buy (when the procedure needs one), removed staff's 403 says their access was removed; any
 * other refusal says what REFUSAL (or the router's own `refusals`) says.
 */
export function refusalText(actor: OwnerActor, status: number, opts: { plan?: OwnerPlan; refusals?: Record<number, string> } = {}): string | undefined {
  if (status === 403 && isPlanActor(actor) && opts.plan) return PLAN_REFUSAL[opts.plan];
  if (status === 403 && actor === 'revokedHost') return ACCESS_REMOVED;
  return { ...REFUSAL, ...opts.refusals }[status];
}

/** Registers the matrix's tests: one that every procedure has a row, and one per procedure over all actors (owner A last). */
export function itAnswersEachActor(matrix: AccessMatrix): void {
  it(`has a row for every ${matrix.prefix} procedure`, () => {
    // Its three checks: there are procedures, none lacks a row, no row lacks a procedure.
    expect.assertions(3);
    expectEveryProcedureCovered(matrix.prefix, matrix.rows);
  });

  let n = 0;
  const order: OwnerActor[] = [...OWNER_ACTORS.filter((a) => a !== 'ownerA'), 'ownerA'];
  for (const [proc, row] of Object.entries(matrix.rows)) {
    it(`${proc}: ${OWNER_ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      const seen = [];
      for (const actor of order) {
        const input = await row.input(actor, ++n);
        const before = JSON.stringify(await matrix.snapshot?.(actor));
        const client = matrix.clients()[actor];
        const res = row.kind === 'query' ? await client.query(proc, input) : await client.mutate(proc, input);
        const after = JSON.stringify(await matrix.snapshot?.(actor));
        const hidden = matrix.hidden;
        seen.push({
          actor,
          status: res.status,
          message: res.error?.message,
          changed: after !== before,
          shown: Boolean(hidden && (hidden.from === 'everyone' || res.status !== 200) && shows(JSON.stringify(res), hidden.text())),
        });
      }
      expect(seen).toEqual(
        order.map((actor) => {
          const status = row.expected[actor];
          const writes = Boolean(matrix.snapshot) && status === 200 && row.kind === 'mutation' && !row.storesNothing;
          return { actor, status, message: refusalText(actor, status, matrix), changed: writes, shown: false };
        }),
      );
    });
  }
}
