import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import EVERY_PAGE from '../support/every-page.json' with { type: 'json' };
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

type Who = keyof typeof DEMO;
const WIDTHS = [1440, 390] as const;

/** Waits until the page's loaders are gone, so width and accessibility are read on content. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Whether the page can be scrolled where its content is taller than the window: the wheel over
 * the middle of the window moves the document or one of its scroll areas (docs/product-rules.md,
 * "Phones and narrow windows").
 */
async function scrollsWhenTall(page: Page, width: number): Promise<string | null> {
  // An open sheet or dialog locks the page behind it by design: then its own content must scroll.
  const tall = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return document.documentElement.scrollHeight > window.innerHeight + 1;
    return [dialog, ...dialog.querySelectorAll('*')].some(
      (element) =>
        element.scrollHeight > element.clientHeight + 1 &&
        /(auto|scroll)/.test(getComputedStyle(element).overflowY),
    );
  });
  if (!tall) return null;
  // Over the middle of the sheet when one is open (it sits at the window's right on a desktop).
  const sheet = page.locator('[role="dialog"]').first();
  const box = (await sheet.count()) > 0 ? await sheet.boundingBox() : null;
  await page.mouse.move(
    box ? box.x + box.width / 2 : width / 2,
    box ? box.y + box.height / 2 : 500,
  );
  await page.mouse.wheel(0, 600);
  const moved = await page
    .waitForFunction(
      () =>
        window.scrollY > 0 ||
        [...document.querySelectorAll('*')].some((element) => element.scrollTop > 0),
      undefined,
      { timeout: 3_000 },
    )
    .then(() => true)
    .catch(() => false);
  return moved ? null : 'taller than the window but does not scroll';
}

// Pages are checked a few at a time (the e2e project's maxConcurrency): most of each check waits
// on the network going quiet and on axe, and one at a time the file took four minutes of CI.
describe.skipIf(!executable).concurrent('every page, at desktop and phone width', () => {
  let browser: Browser;
  // Promises, so that pages checked at the same time share one signed-in context.
  const contexts = new Map<string, Promise<BrowserContext>>();

  function contextFor(who: Who | null, width: number): Promise<BrowserContext> {
    const key = `${who ?? 'nobody'}@${width}`;
    let context = contexts.get(key);
    if (!context) {
      context = (async () => {
        const created = await browser.newContext({
          viewport: { width, height: width < 800 ? 844 : 900 },
        });
        if (who) await signInContext(created, baseUrl, DEMO[who]);
        return created;
      })();
      contexts.set(key, context);
    }
    return context;
  }

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of WIDTHS) {
    for (const { path, as } of EVERY_PAGE) {
      it(`${path} as ${as ?? 'a visitor'} at ${width} px: fits, scrolls, no serious axe finding`, async ({
        expect,
      }) => {
        const context = await contextFor(as as Who | null, width);
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        try {
          await page.goto(`${baseUrl}${path}`);
          await settled(page);
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(wide, 'page width').toBeLessThanOrEqual(width);
          expect(await seriousViolations(page)).toEqual([]);
          expect(await scrollsWhenTall(page, width)).toBeNull();
          // A visitor's page asks who is signed in, and the 401 that says "nobody" is logged.
          const unexpected = as ? errors : errors.filter((error) => !/status of 401/.test(error));
          expect(unexpected).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
