import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, test } from '../fixtures.ts';

/**
 * Issue 36 items 3 and 4: typed dates on every date filter, and one sort behaviour with a Running
 * column that follows the rows on Account Details (decisions 420-422).
 */

/** The date field's own texts (apps/web/src/components/date-range/date-values.ts). */
const texts = {
  invalidDate: 'Not a valid date (MM/DD/YYYY)',
  schemaError: 'Dates are written YYYY-MM-DD',
  balanceForward: 'Balance forward',
} as const;

interface DetailLine {
  arCode: string;
  invoiceDate: string;
  balance: number;
}

const slow = { timeout: 45_000 };
const cents = (n: number) => Math.round(n * 100);
const money = (c: number) =>
  `${c < 0 ? '-' : ''}$${(Math.abs(c) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const us = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

// Two years of lines render on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The screens with a date filter that asks the server, and how their rows are found. */
const dateScreens = [
  {
    name: 'Account Details',
    path: '/account/details',
    api: '/api/account/detail',
    rows: (page: Page) => page.locator('[data-testid^="detail-"]'),
  },
  {
    name: 'Product History',
    path: '/history/products',
    api: '/api/history/products',
    rows: (page: Page) => page.getByRole('link', { name: /^\d+$/ }),
  },
] as const;

/** Clears a date field by keyboard: every section selected, then deleted. */
async function clearDate(page: Page, field: Locator) {
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

for (const screen of dateScreens)
  test(`${screen.name}: typing a start date sends only complete dates; an impossible one shows the field's message`, async ({
    page,
    signIn,
  }) => {
    const sent: string[] = [];
    const failed: string[] = [];
    page.on('request', (req: Request) => {
      const url = new URL(req.url());
      if (url.pathname === screen.api) sent.push(url.searchParams.get('startDate') ?? '');
    });
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === screen.api && res.status() !== 200) failed.push(res.url());
    });
    await signIn.viaApi(demoUsers.customer, {}, screen.path);
    await expect(screen.rows(page).first()).toBeVisible(slow);
    const start = page.getByRole('group', { name: 'Start Date' });
    await clearDate(page, start);
    await expect(screen.rows(page).first()).toBeVisible(slow);

    // 10/01/202: the year is not finished, so nothing is asked and the rows stay.
    await page.keyboard.type('1001202');
    await page.waitForTimeout(1_000);
    await expect(page.getByText(texts.schemaError)).toHaveCount(0);
    await expect(page.getByText(texts.invalidDate)).toHaveCount(0);
    await expect(screen.rows(page).first()).toBeVisible();
    const complete = page.waitForRequest((req) => req.url().includes('startDate=2025-10-01'));
    await page.keyboard.type('5');
    await complete;
    await expect(screen.rows(page).first()).toBeVisible(slow);

    // 02/30/2026 does not exist: the field says so, nothing is asked, the rows stay.
    await clearDate(page, start);
    await page.keyboard.type('02302026');
    await expect(page.getByText(texts.invalidDate)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(screen.rows(page).first()).toBeVisible();
    await expect(page.getByText(texts.schemaError)).toHaveCount(0);

    expect(sent.filter((d) => d !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(d))).toEqual([]);
    expect(sent).not.toContain('2026-02-30');
    expect(sent).not.toContain('2026-03-02');
    expect(failed).toEqual([]);
  });

/** The lines' test ids in the order the page shows them (table rows or cards). */
const shownOrder = (page: Page) =>
  page.locator('[data-testid^="detail-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));

test.describe('Account Details Running', () => {
  test('follows the rows in the default sort, counts the whole account and opens a filtered view with the balance forward', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const token = await requestToken(request, demoUsers.customer);
    const res = await request.get('/api/account/detail', { headers: { authorization: `Bearer ${token}` } });
    // Oldest first (invoice date, then entry): the order Running accumulates in.
    const all = (await res.json()) as DetailLine[];
    const sameDay = all.findIndex((l, i) => i > 0 && all[i - 1]!.invoiceDate === l.invoiceDate);
    expect(sameDay, 'demo.customer has two lines of one day').toBeGreaterThan(0);
    let total = 0;
    const running = new Map(all.map((l) => [l.arCode, (total += cents(l.balance))]));

    await signIn.viaApi(demoUsers.customer, {}, '/account/details');
    const rows = page.locator('[data-testid^="detail-"]');
    await expect(rows).toHaveCount(all.length, slow);
    // Invoice Date descending: the newest line first, lines of one day newest entry first.
    expect(await shownOrder(page)).toEqual(all.map((l) => `detail-${l.arCode}`).reverse());
    for (const line of all.slice(sameDay - 1, sameDay + 1))
      await expect(page.getByTestId(`detail-${line.arCode}`).getByTestId('running')).toHaveText(
        money(running.get(line.arCode)!),
      );

    // From the date of a line in the middle: the lines before it are the balance forward.
    const from = all[Math.floor(all.length / 2)]!.invoiceDate;
    const before = all.filter((l) => l.invoiceDate < from);
    const inRange = all.filter((l) => l.invoiceDate >= from);
    const forward = before.reduce((sum, l) => sum + cents(l.balance), 0);
    expect(before.length).toBeGreaterThan(0);
    await page.getByRole('group', { name: 'Start Date' }).getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type(us(from));
    await expect(rows).toHaveCount(inRange.length, slow);
    const forwardLine = page.getByTestId('balance-forward');
    await expect(forwardLine).toContainText(texts.balanceForward);
    await expect(forwardLine.getByTestId('running')).toHaveText(money(forward));
    const oldest = inRange[0]!;
    await expect(page.getByTestId(`detail-${oldest.arCode}`).getByTestId('running')).toHaveText(
      money(forward + cents(oldest.balance)),
    );
    await expect(page.getByTestId(`detail-${inRange.at(-1)!.arCode}`).getByTestId('running')).toHaveText(money(total));
    // The balance forward is where the older lines would be: under the newest-first rows.
    const forwardBox = (await forwardLine.boundingBox())!;
    const oldestBox = (await page.getByTestId(`detail-${oldest.arCode}`).boundingBox())!;
    expect(forwardBox.y).toBeGreaterThan(oldestBox.y);
    await forwardLine.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: join(
        import.meta.dirname,
        '..',
        'screenshots',
        testInfo.project.name,
        'account-details-balance-forward.png',
      ),
      animations: 'disabled',
    });
  });
});

test.describe('sorting', () => {
  test('Account Details: a new column sorts descending first, a repeated choice toggles, ties follow Running; phones sort too', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const token = await requestToken(request, demoUsers.customer);
    const res = await request.get('/api/account/detail', { headers: { authorization: `Bearer ${token}` } });
    const all = ((await res.json()) as DetailLine[]).map((l, sequence) => ({ ...l, sequence }));
    // Balance descending, lines of equal balance newest entry first; ascending is the exact reverse.
    const byBalance = [...all].sort((a, b) => cents(b.balance) - cents(a.balance) || b.sequence - a.sequence);
    const ids = (lines: typeof all) => lines.map((l) => `detail-${l.arCode}`);

    await signIn.viaApi(demoUsers.customer, {}, '/account/details');
    await expect(page.locator('[data-testid^="detail-"]')).toHaveCount(all.length, slow);
    if (isPhone(testInfo)) {
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Balance' }).click();
      expect(await shownOrder(page)).toEqual(ids(byBalance));
      await page.getByRole('button', { name: 'Sorted descending, sort ascending' }).click();
      expect(await shownOrder(page)).toEqual(ids(byBalance).reverse());
    } else {
      const heading = page.getByRole('columnheader', { name: 'Balance' });
      await heading.getByRole('button').click();
      await expect(heading).toHaveAttribute('aria-sort', 'descending');
      expect(await shownOrder(page)).toEqual(ids(byBalance));
      await heading.getByRole('button').click();
      await expect(heading).toHaveAttribute('aria-sort', 'ascending');
      expect(await shownOrder(page)).toEqual(ids(byBalance).reverse());
    }
  });

  test('Order History and Product History sort the same way', async ({ page, signIn }, testInfo) => {
    for (const [path, column] of [
      ['/history/orders', 'Total'],
      ['/history/products', 'Quantity'],
    ] as const) {
      await signIn.viaApi(demoUsers.customer, {}, path);
      if (isPhone(testInfo)) {
        const sortBy = page.getByRole('combobox', { name: 'Sort by' });
        await sortBy.click({ timeout: slow.timeout });
        await page.getByRole('option', { name: column }).click();
        await expect(page.getByRole('button', { name: 'Sorted descending, sort ascending' })).toBeVisible();
      } else {
        const heading = page.getByRole('columnheader', { name: column });
        await heading.getByRole('button').click({ timeout: slow.timeout });
        await expect(heading).toHaveAttribute('aria-sort', 'descending');
        await heading.getByRole('button').click();
        await expect(heading).toHaveAttribute('aria-sort', 'ascending');
      }
    }
  });
});
