import { join } from 'node:path';
import type { TestInfo, Page } from '@playwright/test';
import {
  animationsDone,
  demoUsers,
  expect,
  openSideMenu,
  requestToken,
  scrollThrough,
  test,
  userForProject,
} from '../fixtures.ts';

const darkBackground = 'rgb(18, 18, 18)';
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Named screenshots beside the fixture's end-of-test ones: e2e/screenshots/<project>/. */
const shotPath = (testInfo: TestInfo, name: string) =>
  join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, name);

test.describe('themes', () => {
  test('a user picks a dark theme with custom colours and it persists across sign-ins', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    test.setTimeout(180_000);
    const user = userForProject(testInfo, { desktop: demoUsers.customer, phone: demoUsers.admin });
    const token = await requestToken(request, user);
    await request.post('/api/theme/reset', { headers: { authorization: `Bearer ${token}` } });
    try {
      await signIn.viaUi(user);
      await expect(page).toHaveURL('/');
      // The demo landing page in the light site theme, to compare with the dark one below.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await page.screenshot({ path: shotPath(testInfo, 'landing-light.png'), fullPage: true });
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Theme' });
      await expect(card.getByRole('button', { name: 'Reset' })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await card.getByRole('button', { name: 'Dark' }).click();
      // Teal is too dark for the dark background: the contrast check says so.
      await expect(
        card.getByText(/Low contrast: .* on the dark background \(at least 4.5:1 is needed\)/).first(),
      ).toBeVisible();
      await card.getByLabel('Primary Color', { exact: true }).fill('#80cbc4');
      await card.getByLabel('Secondary Color', { exact: true }).fill('#f48fb1');
      await expect(card.getByText(/Low contrast/)).toHaveCount(0);
      await expect.poll(() => bodyBackground(page)).toBe(darkBackground);
      await card.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Theme saved successfully')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Reset' })).toBeEnabled();

      await openSideMenu(page);
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL('/login');
      expect(await bodyBackground(page)).not.toBe(darkBackground);
      await signIn.submit(user);
      await expect(page).toHaveURL('/');
      await expect.poll(() => bodyBackground(page)).toBe(darkBackground);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await animationsDone(page);
      // Scrolled through first, so the product lists' lazy pictures are loaded in the whole-page picture.
      await scrollThrough(page);
      await page.screenshot({
        path: shotPath(testInfo, 'landing-dark.png'),
        fullPage: true,
      });
      await page.goto('/settings');
      await expect(card.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByLabel('Primary Color', { exact: true })).toHaveValue('#80cbc4');
      await expect(card.getByLabel('Secondary Color', { exact: true })).toHaveValue('#f48fb1');
      if (user === demoUsers.admin) {
        await page.goto('/admin/landing');
        await expect(page.getByRole('heading', { name: 'Landing Page Editor' })).toBeVisible();
        await animationsDone(page);
        await page.screenshot({
          path: shotPath(testInfo, 'landing-editor-dark.png'),
          fullPage: true,
        });
      }
      await page.goto('/settings');
      await card.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => bodyBackground(page)).not.toBe(darkBackground);
    } finally {
      await request.post('/api/theme/reset', { headers: { authorization: `Bearer ${token}` } });
    }
  });
});
