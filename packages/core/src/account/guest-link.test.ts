import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  configureGuestLinks,
  fillLinkTokens,
  guestLinkHash,
  guestLinkToken,
  linkTokenSlot,
  newGuestLink,
  oneTimeLinkCode,
  opensGuestLink,
  resolveGuestLinkSecret,
} from './guest-link';

const dir = mkdtempSync(join(tmpdir(), 'guest-link-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('guest links (ADR 022)', () => {
  configureGuestLinks({ GUEST_LINK_SECRET: 'a'.repeat(32), NODE_ENV: 'test' });

  it('derives the same 43-character token for a row every time, different per kind, id and secret', () => {
    const id = '6f1c2b8e-1111-4222-8333-444455556666';
    const t = guestLinkToken('reservation', id);
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(guestLinkToken('reservation', id)).toBe(t);
    expect(guestLinkToken('stay', id)).not.toBe(t);
    expect(guestLinkToken('reservation', id.replace('6666', '6667'))).not.toBe(t);
    configureGuestLinks({ GUEST_LINK_SECRET: 'b'.repeat(32) });
    expect(guestLinkToken('reservation', id)).not.toBe(t);
    configureGuestLinks({ GUEST_LINK_SECRET: 'a'.repeat(32) });
  });

  it('stores sha256 in hex, as the migration computes it', () => {
    expect(guestLinkHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(guestLinkHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('opens a row by its hashed token or its derived token, and nothing else', () => {
    const link = newGuestLink('waitlist');
    expect(link.hash).toBe(guestLinkHash(link.token));
    const row = { id: link.id, view_token: link.hash };
    expect(opensGuestLink('waitlist', row, link.token)).toBe(true);
    expect(opensGuestLink('waitlist', row, link.hash)).toBe(false);
    // Another kind's link to the same id is not this row's derived token.
    expect(opensGuestLink('reservation', { id: link.id, view_token: guestLinkHash('other') }, link.token)).toBe(false);
    expect(opensGuestLink('waitlist', row, `${link.token}x`)).toBe(false);
    expect(opensGuestLink('waitlist', row, '')).toBe(false);
    // A token from before hashing (random, migrated to its hash) still opens, and so does the derived one.
    const legacy = { id: link.id, view_token: guestLinkHash('an-old-random-token-from-before-hashing') };
    expect(opensGuestLink('waitlist', legacy, 'an-old-random-token-from-before-hashing')).toBe(true);
    expect(opensGuestLink('waitlist', legacy, link.token)).toBe(true);
  });

  it('takes the configured secret; in production refuses to run without one; elsewhere keeps a random one on disk', () => {
    expect(resolveGuestLinkSecret({ GUEST_LINK_SECRET: 's'.repeat(40), NODE_ENV: 'production' })).toBe('s'.repeat(40));
    expect(() => resolveGuestLinkSecret({ NODE_ENV: 'production' }, join(dir, 'never'))).toThrow(/GUEST_LINK_SECRET/);
    const file = join(dir, 'nested', 'guest-link-secret');
    const first = resolveGuestLinkSecret({ NODE_ENV: 'development' }, file);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveGuestLinkSecret({ NODE_ENV: 'test' }, file)).toBe(first);
  });

  describe('slots in stored emails (ADR 103)', () => {
    const id = '6f1c2b8e-1111-4222-8333-444455556666';

    it('hold no token, survive URL encoding and HTML escaping, and are filled with the token at delivery', () => {
      const slot = linkTokenSlot('stay', id);
      expect(slot).toMatch(/^~link\.stay\.6f1c2b8e-1111-4222-8333-444455556666\.[A-Za-z0-9_-]{22}~$/);
      expect(slot).not.toContain(guestLinkToken('stay', id));
      expect(encodeURIComponent(slot)).toBe(slot);
      const stored = `Pay: https://x.test/deposit/${id}?type=stay&token=${slot}\n<a href="https://x.test/deposit/${id}?token=${slot}">`;
      expect(fillLinkTokens(stored)).toBe(
        `Pay: https://x.test/deposit/${id}?type=stay&token=${guestLinkToken('stay', id)}\n<a href="https://x.test/deposit/${id}?token=${guestLinkToken('stay', id)}">`,
      );
      // Each kind fills its own token; a one-time slot fills the sign-in code of that one_time_tokens row.
      expect(fillLinkTokens(linkTokenSlot('reservation', id))).toBe(guestLinkToken('reservation', id));
      expect(fillLinkTokens(linkTokenSlot('waitlist', id))).toBe(guestLinkToken('waitlist', id));
      expect(fillLinkTokens(linkTokenSlot('one-time', id))).toBe(oneTimeLinkCode(id));
      expect(oneTimeLinkCode(id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect([guestLinkToken('reservation', id), guestLinkToken('waitlist', id), guestLinkToken('stay', id)]).not.toContain(oneTimeLinkCode(id));
    });

    it('fills only slots this server wrote: text typed to look like a slot for another row stays as it is', () => {
      const other = '0b9f3c2e-2222-4333-8444-555566667777';
      const real = linkTokenSlot('stay', id);
      // A guest names themselves like a slot for someone else's booking, with the MAC of their own.
      const forged = real.replace(id, other);
      const guessed = `~link.stay.${other}.${'A'.repeat(22)}~`;
      expect(fillLinkTokens(`Dear ${forged} ${guessed}`)).toBe(`Dear ${forged} ${guessed}`);
      // A slot made under another secret is not this server's either.
      configureGuestLinks({ GUEST_LINK_SECRET: 'b'.repeat(32) });
      const foreign = linkTokenSlot('stay', id);
      configureGuestLinks({ GUEST_LINK_SECRET: 'a'.repeat(32) });
      expect(fillLinkTokens(foreign)).toBe(foreign);
    });
  });
});
