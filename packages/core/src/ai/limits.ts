import type { Database } from '../db/connection';
import { consumeEach } from '../rate-limit/service';

export interface AiLimits {
  /** AI calls one signed-in user may make in one window. */
  perUser: number;
  /** AI calls from one IP address in one window (visitors share theirs). */
  perIp: number;
  windowSeconds: number;
}

/**
 * Every AI call counts against its caller's user and IP (ADR 079); over either limit it
 * fails with `rate_limit.exceeded` and the time to wait, before any model is called.
 */
export function limitAiCall(db: Database, limits: AiLimits, caller: { userId?: string | null; ip: string }, now = new Date()) {
  const keys = [{ key: `ai:ip:${caller.ip}`, limit: limits.perIp }];
  if (caller.userId) keys.push({ key: `ai:user:${caller.userId}`, limit: limits.perUser });
  return consumeEach(db, keys, limits.windowSeconds, now);
}
