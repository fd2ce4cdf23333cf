import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Steps the membership walks share (membership.spec.ts, membership.last.spec.ts). */

/** Evidence of what the shopper saw: e2e/.screenshots/{project}-{name}.png (git-ignored). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/customer/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/customer\/account\/login/);
}

/** On the payment step: a membership card is paid online, so cash on delivery is not offered. */
export async function expectCashRefusedForMembership(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: 'Credit / Debit Card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
  // and the page says why, in a plain sentence
  await expect(
    page.getByText('Cash on delivery is not offered for this order. A membership is paid online.'),
  ).toBeVisible();
}

/** Chooses the card method, places the order and pays with 4242 4242 4242 4242 on the sandbox's card page. */
export async function payByCard(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: 'Credit / Debit Card' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\?orderId=\d{9}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
}

/**
 * A shown date (DD/MM/YYYY, spec §9) twelve months on, keeping the day and clamping to the month's end
 * (decision 010: 29/02 + 12 months = 28/02).
 */
export function twelveMonthsOn(shown: string): string {
  const [day, month, year] = shown.split('/').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.min(day, last))}/${pad(month)}/${year + 1}`;
}

/** Today in Manila, shown DD/MM/YYYY. */
export function todayInManila(): string {
  const [y, m, d] = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
