import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { clockIsMoved, clockOffset } from './clock';
import { startTestServer, type TestServer } from './server';

/** Where a failed browser test leaves its Playwright trace and last screenshot. */
const FAILURE_DIR = join(import.meta.dirname, '../../.test-results/e2e');

/**
 * A web-first assertion: reads again (every 100 ms) until the matcher passes or 15 s have gone,
 * so a step never races the page. `await eventually(() => locator.innerText()).toContain('…')`.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

/** The owner's phone (ADR 116): 360 px wide, touch. */
export const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'en-GB' };

/** Signs in on /auth with an account's password (the test accounts' 'secret1' unless given), in English. */
export async function signIn(p: Page, email: string, password = 'secret1'): Promise<void> {
  await p.goto('/auth');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.getByText('Welcome back!').waitFor();
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The visitor's language (the app keeps it in localStorage) for every page the context opens from
 * now on. The script runs in each document, frames without storage too: those it leaves alone.
 */
export async function preferLanguage(context: BrowserContext, lang: 'en' | 'sl'): Promise<void> {
  await context.addInitScript((l) => {
    try {
      localStorage.setItem('lang', l);
    } catch {
      // about:blank and sandboxed frames have no storage to read the language from.
    }
  }, lang);
}

/**
 * The page's half of the moved clock (ADR 121), as tests/support/test-clock.mjs moves Node's: `Date`
 * reads the real time plus the offset and keeps ticking; timers and `performance` stay real
 * (Playwright's clock would fake those too, and the app's first-render marks with them).
 */
export function moveDate(offset: number) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  (ShiftedDate as unknown as { now: () => number }).now = now;
  (globalThis as { Date: unknown }).Date = ShiftedDate;
}

export interface BrowserSession {
  server: TestServer;
  browser: Browser;
  /** A fresh context (cookies, storage) and page for every test. */
  context: BrowserContext;
  page: Page;
}

/**
 * Registers hooks for an e2e file: the real server on a fresh database and Chromium, started
 * together once; a new context and page before each test. `bind` receives the session as it
 * fills in (server and browser first, then context and page for each test).
 */
export function useBrowserSession(
  opts: { env?: Record<string, string>; seed?: boolean; context?: BrowserContextOptions },
  bind: (session: BrowserSession) => void,
): void {
  const session = {} as BrowserSession;
  // An exception no code caught, in any page of the test's context: the test fails even if its
  // steps passed: a throw inside a render can leave the page without its later renders.
  let uncaught: string[] = [];
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startTestServer(opts.env ?? {}, { seed: opts.seed, built: true }), launchBrowser()]);
    bind(session);
  });
  afterEach(async ({ task }) => {
    if (!session.context) return;
    if (task.result?.state !== 'fail') {
      await session.context.tracing.stop();
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
      return;
    }
    // Open with `npx playwright-core show-trace <file>`: every step, with DOM snapshots.
    const name = `${task.file?.name.replace(/^.*\//, '') ?? 'e2e'}-${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
    await mkdir(FAILURE_DIR, { recursive: true });
    await session.page.screenshot({ path: join(FAILURE_DIR, `${name}.png`), fullPage: true }).catch(() => {});
    await session.context.tracing.stop({ path: join(FAILURE_DIR, `${name}.zip`) });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  beforeEach(async () => {
    await session.context?.close();
    session.context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 1280, height: 800 }, ...opts.context });
    // On a moved test clock (ADR 121) the page's "today" is the server's.
    if (clockIsMoved()) await session.context.addInitScript(moveDate, clockOffset());
    uncaught = [];
    session.context.on('weberror', (e) => uncaught.push(e.error().stack ?? e.error().message));
    await session.context.tracing.start({ screenshots: true, snapshots: true });
    session.page = await session.context.newPage();
    bind(session);
  });
}
