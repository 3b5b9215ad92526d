import { join } from 'node:path';
import type { TestInfo, APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { xssCorpus } from '../../apps/server/test/fixtures/xss-corpus.ts';
import { e2eNow } from '../clock.ts';
import { demoUsers, expect, isPhone, requestToken, test } from '../fixtures.ts';

/*
 * The landing page is one per site: each test here saves its own layout and puts the demo page
 * back afterwards. The projects 'desktop-site' and 'phone-site' run this file after every other
 * test, one project after the other (playwright.config.ts), and its tests run in order here.
 */
test.describe.configure({ mode: 'default' });

async function landingLayout(request: APIRequestContext) {
  const res = await request.get('/api/landing');
  expect(res.status()).toBe(200);
  return (await res.json()) as { title: string; cards: unknown[] };
}

async function saveLayout(request: APIRequestContext, token: string, layout: unknown) {
  const res = await request.post('/api/landing', { headers: { authorization: `Bearer ${token}` }, data: layout });
  expect(res.status(), await res.text()).toBe(200);
}

async function banner(text: string, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500"><rect width="1200" height="500" fill="${color}"/><text x="80" y="280" font-size="90" font-family="DejaVu Sans" fill="#fff">${text}</text></svg>`;
  return {
    name: `${text.toLowerCase().replace(/\s+/g, '-')}.png`,
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

async function editCard(page: Page, n: number) {
  await page.getByRole('button', { name: `Edit card ${n}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Card' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseContentType(page: Page, dialog: ReturnType<Page['getByRole']>, type: string) {
  await dialog.getByLabel('Content Type').click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

/** Named screenshots beside the fixture's end-of-test ones: e2e/screenshots/<project>/. */
const shotPath = (testInfo: TestInfo, name: string) =>
  join(import.meta.dirname, '..', 'screenshots', isPhone(testInfo) ? 'phone' : 'desktop', name);

test.describe('landing page', () => {
  test('an administrator builds a page with rich text, a carousel and a product list; a guest sees it', async ({
    page,
    request,
    browser,
    signIn,
  }, testInfo) => {
    // A long journey on a shared two-core machine.
    test.setTimeout(240_000);
    const adminToken = await requestToken(request, demoUsers.admin);
    const demo = await landingLayout(request);
    await saveLayout(request, adminToken, { title: '', cards: [] });
    try {
      await signIn.viaApi(demoUsers.admin, {}, '/admin');
      await page.getByRole('link', { name: 'Edit Landing Page' }).click();
      await expect(page).toHaveURL('/admin/landing');
      await expect(page.getByRole('heading', { name: 'Landing Page Editor' })).toBeVisible();

      // The title's limit shows the spec's message and blocks saving.
      await page.getByLabel('Page Title').fill('x'.repeat(41));
      await expect(page.getByText('Title is limited to 40 characters')).toBeVisible();
      await page.getByLabel('Page Title').fill('Spring at Harbor & Vine');
      await page.getByRole('button', { name: 'Add Card' }).click();

      // Card 1: heading and rich text with a link.
      let dialog = await editCard(page, 1);
      await dialog.getByLabel('Width').click();
      await page.getByRole('option', { name: '4 (full)' }).click();
      await dialog.getByLabel('Heading').fill('h'.repeat(41));
      await expect(dialog.getByText('Headings are limited to 40 characters')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await dialog.getByLabel('Heading').fill('Fresh this week');
      await chooseContentType(page, dialog, 'Text');
      const editor = dialog.getByRole('textbox', { name: 'Text' });
      await editor.click();
      await page.keyboard.type('Crisp greens from local farms. ');
      await dialog.getByRole('button', { name: 'Insert link' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Insert Link' });
      await linkDialog.getByLabel('Text').fill('Meet our growers');
      await expect(linkDialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
      await linkDialog.getByLabel('Url').fill('example.com/growers');
      await linkDialog.getByRole('button', { name: 'Insert' }).click();
      await expect(editor.getByRole('link', { name: 'Meet our growers' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      // Card 2, inserted after card 1: a carousel of two uploaded images.
      await page.getByRole('button', { name: 'Add new card after card 1' }).click();
      dialog = await editCard(page, 2);
      await chooseContentType(page, dialog, 'Carousel');
      await expect(dialog.getByRole('slider', { name: 'Manual height' })).toBeDisabled();
      for (const [i, image] of [await banner('Seafood', '#123c69'), await banner('Greens', '#2f6b2a')].entries()) {
        await dialog.getByRole('button', { name: 'Add Image' }).click();
        const slide = dialog.getByRole('region', { name: `Slide ${i + 1}` });
        await slide.getByLabel('Image file').setInputFiles(image);
        await expect(slide.locator('img[src^="/img/landing-"]')).toBeVisible();
        await slide.getByLabel('Description').fill(`Slide ${i + 1} banner`);
      }
      await dialog.getByRole('button', { name: 'Save' }).click();

      // Card 3: a product list of a category.
      await page.getByRole('button', { name: 'Add new card after card 2' }).click();
      dialog = await editCard(page, 3);
      await dialog.getByLabel('Heading').fill('Lettuce & Greens');
      await chooseContentType(page, dialog, 'Product List');
      await dialog.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Lettuce & Greens', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('toolbar')).toHaveCount(3);
      await page.screenshot({
        path: shotPath(testInfo, 'landing-editor-light.png'),
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Layout changes saved.')).toBeVisible();
      await expect(page).toHaveURL('/admin');

      // A guest sees the page.
      const guestContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
        isMobile: isPhone(testInfo),
        hasTouch: isPhone(testInfo),
      });
      await guestContext.clock.install({ time: e2eNow() });
      const guest = await guestContext.newPage();
      await guest.goto('/');
      await expect(guest.getByRole('heading', { name: 'Spring at Harbor & Vine', level: 1 })).toBeVisible();
      await expect(guest.getByRole('heading', { name: 'Fresh this week' })).toBeVisible();
      const link = guest.getByRole('link', { name: 'Meet our growers' });
      await expect(link).toHaveAttribute('href', 'https://example.com/growers');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const carousel = guest.getByRole('region', { name: 'Carousel' });
      await expect(carousel.getByRole('img', { name: 'Slide 1 banner' })).toBeVisible();
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(carousel.getByRole('img', { name: 'Slide 2 banner' })).toBeInViewport();
      const products = guest.getByRole('region', { name: 'Lettuce & Greens' }).getByRole('listitem');
      await expect(products.first()).toBeVisible();
      expect(await products.count()).toBeGreaterThan(1);
      await expect(products.first().getByText('$')).toBeVisible();
      await guest.screenshot({
        path: shotPath(testInfo, 'landing-built-light.png'),
        fullPage: true,
      });
      await guestContext.close();
    } finally {
      await saveLayout(request, adminToken, demo);
    }
  });

  test('a new card says what it is and how to fill it; Save Changes says so and returns to /admin unasked', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    // Issue 36 item 5: spec 02 section 4, "Saving shows success then goes to /admin", and the leave
    // warning only "unless finished".
    test.setTimeout(120_000);
    const adminToken = await requestToken(request, demoUsers.admin);
    const demo = await landingLayout(request);
    await saveLayout(request, adminToken, { title: 'Issue 36', cards: [] });
    try {
      const leaveWarnings: string[] = [];
      page.on('dialog', (d) => {
        leaveWarnings.push(d.message());
        void d.dismiss();
      });
      await signIn.viaApi(demoUsers.admin, {}, '/admin/landing');
      await expect(page.getByRole('heading', { name: 'Landing Page Editor' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Card' }).click();

      // The empty card names itself and says how to fill it; its button opens the card editor.
      const card = page.getByRole('region', { name: 'Card 1', exact: true });
      await expect(card.getByText('Empty card', { exact: true })).toBeVisible();
      await expect(card.getByText(/Give it a heading and content/)).toBeVisible();
      await page.screenshot({ path: shotPath(testInfo, 'landing-editor-empty-card.png'), fullPage: true });
      await card.getByRole('button', { name: 'Fill card 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Card' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Heading').fill('Opening soon');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      // A card with a heading but no content yet still says how to fill it.
      await expect(page.getByRole('region', { name: 'Opening soon' }).getByText('Empty card')).toBeVisible();

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Layout changes saved.')).toBeVisible();
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { name: 'Landing Page Editor' })).toHaveCount(0);
      await expect(
        page.getByText('There may be unsaved changes. Are you sure you want to leave this page?'),
      ).toHaveCount(0);
      // Nothing comes back a moment later either.
      await page.waitForTimeout(1000);
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(leaveWarnings).toEqual([]);
      expect((await landingLayout(request)).cards).toHaveLength(1);
    } finally {
      await saveLayout(request, adminToken, demo);
    }
  });

  test('the stored XSS corpus rendered on the landing page runs nothing', async ({ page, request }) => {
    test.setTimeout(120_000);
    const adminToken = await requestToken(request, demoUsers.admin);
    const demo = await landingLayout(request);
    const cards = xssCorpus.map((value, index) => ({
      id: `xss-${index}`,
      index,
      width: 2,
      height: 'auto',
      heading: `Payload ${index + 1}`,
      empty: false,
      hidden: false,
      content: { id: `xss-text-${index}`, parentId: null, hidden: false, type: 'text', value },
    }));
    await saveLayout(request, adminToken, { title: 'XSS corpus', cards });
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const requests: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://127.0.0.1')) requests.push(r.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'XSS corpus' })).toBeVisible();
      await expect(page.getByRole('region', { name: `Payload ${xssCorpus.length}` })).toBeVisible();
      // Give handlers a chance: hover and click every card's text, wait for timers and loads.
      for (const text of await page.locator('section p').all()) await text.hover().catch(() => undefined);
      await page.getByText('hover me').click();
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(requests).toEqual([]);
      const main = page.locator('main');
      await expect(
        main.locator('script, iframe, object, embed, svg[onload], img[onerror], style, meta, base, form'),
      ).toHaveCount(0);
      const handlers = await main.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on'))),
      );
      expect(handlers).toEqual([]);
      const hrefs = await main.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.filter((h) => !/^(https:\/\/|\/(?!\/))/.test(h))).toEqual([]);
    } finally {
      await saveLayout(request, adminToken, demo);
    }
  });
});
