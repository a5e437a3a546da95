import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startTestServer(opts.env ?? {}, { seed: opts.seed }), launchBrowser()]);
    bind(session);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  beforeEach(async () => {
    await session.context?.close();
    session.context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 1280, height: 800 }, ...opts.context });
    session.page = await session.context.newPage();
    bind(session);
  });
}
