import type { KeyLimit, RateLimitRule } from '../rate-limit/service';

/**
 * Wrong-password counters (ADR 035). Failures are counted per (email, address) and per address, so
 * a stranger exhausts only their own counters; the per-email counter is far higher, so it trips
 * only when many addresses guess at one account, and even then the owner can sign in by link.
 */
const IP_FAILURE_FACTOR = 5;
const EMAIL_FAILURE_FACTOR = 100;

export function signInFailureLimits(rule: RateLimitRule, email: string, ip: string): { own: KeyLimit[]; email: KeyLimit } {
  return {
    own: [
      { key: `sign_in_fail:pair:${ip}:${email}`, limit: rule.limit },
      { key: `sign_in_fail:ip:${ip}`, limit: rule.limit * IP_FAILURE_FACTOR },
    ],
    email: { key: `sign_in_fail:email:${email}`, limit: rule.limit * EMAIL_FAILURE_FACTOR },
  };
}
