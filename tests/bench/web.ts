import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser } from '../support/browser';
import { median } from './format';

interface Transfer {
  url: string;
  type: string;
  /** Bytes of the response body as sent (after Content-Encoding). */
  wire: number;
  encoding: string;
}

export interface FirstLoad {
  path: string;
  transfers: Transfer[];
  jsWire: number;
  totalWire: number;
}

/** One cold page load in a fresh Chromium context; every response's encoded body size, as sent. */
export async function firstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const pending: Promise<Transfer | undefined>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const sizes = await request.sizes();
          return {
            url: request.url(),
            type: request.resourceType(),
            wire: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? '',
          };
        })(),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const transfers = (await Promise.all(pending)).filter((t): t is Transfer => Boolean(t));
    const sum = (list: Transfer[]) => list.reduce((n, t) => n + t.wire, 0);
    return { path, transfers, jsWire: sum(transfers.filter((t) => t.type === 'script')), totalWire: sum(transfers) };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile preset (simulated slow 4G, 4× CPU), `runs` times per page, one Chrome for all. */
export async function lighthousePages(
  baseUrl: string,
  paths: string[],
  runs: number,
  cookies: (path: string) => string | undefined = () => undefined,
): Promise<LighthousePage[]> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const list: LighthouseRun[] = [];
      const cookie = cookies(path);
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + path, {
          port: chrome.port,
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        list.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const pick = (f: (r: LighthouseRun) => number) => median(list.map(f));
      pages.push({
        path,
        runs: list,
        median: {
          performance: pick((r) => r.performance),
          accessibility: pick((r) => r.accessibility),
          lcpMs: pick((r) => r.lcpMs),
          fcpMs: pick((r) => r.fcpMs),
          tbtMs: pick((r) => r.tbtMs),
          cls: pick((r) => r.cls),
        },
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

export interface FirstRender {
  path: string;
  /** Milliseconds from the start of the live render to its commit (main.tsx's `tablestay:first render`), one per run. */
  runs: number[];
  median: number;
}

/**
 * Each page loaded `runs` times in a fresh phone-sized context with the CPU slowed 4× (as Lighthouse's
 * mobile preset assumes), reading main.tsx's user timing: the live render, which React renders in a
 * transition (slices of about 5 ms, ADR 105), from its start to its commit. Less noisy than
 * Lighthouse's score, which adds the network and every other task.
 */
export async function firstRenders(
  baseUrl: string,
  paths: string[],
  runs: number,
  cookies: (path: string) => string | undefined = () => undefined,
): Promise<FirstRender[]> {
  const browser = await launchBrowser();
  try {
    const out: FirstRender[] = [];
    for (const path of paths) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const cookie = cookies(path);
        if (cookie) await context.setExtraHTTPHeaders({ cookie });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        const measured = await page.waitForFunction(() => performance.getEntriesByName('tablestay:first render')[0]?.duration);
        times.push(Number(await measured.jsonValue()));
        await context.close();
      }
      out.push({ path, runs: times, median: median(times) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
