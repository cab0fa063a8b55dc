import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailFiles, waitForMail } from '../support/mail.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const executable = inject('chromiumPath');

// The smallest valid PNG: one transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe.skipIf(!executable)('help and the ask-question window in chromium', () => {
  let browser: Browser;
  let page: Page;
  let files: string;

  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-question-'));
    await writeFile(path.join(files, 'lobby.png'), PIXEL);
    await writeFile(path.join(files, 'pool.png'), PIXEL);
    await writeFile(path.join(files, 'rates.pdf'), '%PDF-1.4\n%%EOF\n');
    // Two halves that pass one by one and together reach the 25 MB limit.
    await writeFile(path.join(files, 'floor-plan.png'), Buffer.alloc(13_000_000));
    await writeFile(path.join(files, 'site-plan.png'), Buffer.alloc(12_000_000));
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await rm(files, { recursive: true, force: true });
  });

  it('answers from the help page, with a search that narrows the answers', async () => {
    await page.goto(`${baseUrl}/faq`);
    await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the help' }).fill('knockout');
    const open = page.locator('details[open] summary');
    await expect.poll(() => open.allInnerTexts()).toContain('What is the knockout share?');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a file that is not an image and a pick that reaches 25 MB', async () => {
    await page.getByRole('button', { name: 'Ask a question' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    const input = dialog.getByTestId('question-images');
    await input.setInputFiles([path.join(files, 'rates.pdf')]);
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Error: Only images allowed');
    await input.setInputFiles([path.join(files, 'floor-plan.png')]);
    await input.setInputFiles([path.join(files, 'site-plan.png')]);
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Error: The maximum allowable total files size is 25MB');
    expect(await dialog.getByRole('list', { name: 'Attached images' }).innerText()).not.toContain(
      'site-plan.png',
    );
    await dialog.getByRole('button', { name: 'Remove floor-plan.png' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('marks the blank question and sends nothing', async () => {
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await dialog.getByRole('button', { name: 'Send question' }).click();
    expect(await dialog.getByLabel('Your question').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('sends the question with its images to support and says so', async () => {
    const known = await mailFiles(dataDir);
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    const question = `Why is the phone number of our Paris hotel red on Google? (${Date.now()})`;
    await dialog.getByLabel('Your question').fill(question);
    await dialog
      .getByTestId('question-images')
      .setInputFiles([path.join(files, 'lobby.png'), path.join(files, 'pool.png')]);
    await dialog.getByRole('button', { name: 'Send question' }).click();
    const notice = page.getByTestId('messages');
    await expect
      .poll(() => notice.innerText())
      .toContain('Success: Your question has been sent. We will answer within 48 hours.');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const mail = await waitForMail(dataDir, known, (text) => text.includes(question));
    expect(mail).toMatch(/^Reply-To: .*manager@demo\.local/im);
    expect(mail).toMatch(/filename="?lobby\.png/);
    expect(mail).toMatch(/filename="?pool\.png/);
  });
});
