// Takes screenshots of pages in Debian's chromium, signed in as a demo user, to look at what a
// user sees. Usage:
//   node scripts/screenshot.mjs [--as manager] [--base http://localhost:8080] [--out screenshots] path[@width] ...
//   node scripts/screenshot.mjs --every [--base ...] [--out ...]
// Widths default to 1440; e.g. "/@390" is the dashboard on a phone. --every takes every page of
// the product at 1440 and 390 px, each as the demo user who uses it, and prints pages that are
// wider than the window.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const LOGINS = {
  admin: ['admin@demo.local', 'demo-admin'],
  manager: ['manager@demo.local', 'demo-manager'],
  chain: ['chain@demo.local', 'demo-chain'],
  other: ['other@demo.local', 'demo-other'],
};

const { values, positionals } = parseArgs({
  options: {
    as: { type: 'string' },
    base: { type: 'string', default: 'http://localhost:8080' },
    out: { type: 'string', default: 'screenshots' },
    wait: { type: 'string', default: '1500' },
    full: { type: 'boolean', default: false },
    every: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
// Every page, and who opens it: the demo user whose work it is (shared with the browser test that
// checks every page's width, scrolling and accessibility).
const EVERY_PAGE = JSON.parse(
  await readFile(new URL('../e2e/support/every-page.json', import.meta.url), 'utf8'),
).map(({ path: route, as }) => [route, as ?? '']);
await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const targets = values.every
    ? EVERY_PAGE.flatMap(([route, as]) => [`${route}@1440#${as}`, `${route}@390#${as}`])
    : positionals.map((target) => `${target}#${values.as ?? ''}`);
  for (const target of targets) {
    const [where, as] = target.split('#');
    const [route, width = '1440'] = where.split('@');
    const context = await browser.newContext({
      viewport: { width: Number(width), height: Number(width) < 800 ? 844 : 900 },
    });
    if (as) {
      const [email, password] = LOGINS[as];
      const response = await context.request.post(`${values.base}/auth/login`, {
        data: { email, password },
      });
      if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
    }
    const page = await context.newPage();
    await page.goto(`${values.base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(values.wait));
    const wide = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
    if (wide > Number(width))
      console.log(`WIDER THAN THE WINDOW: ${route} is ${wide} px at ${width}`);
    const name = `${(route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root').slice(0, 60)}-${width}.png`;
    const file = path.join(values.out, name);
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
}
