import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../tools/judges/src/checks';

/**
 * The operator console walks' kit (issue 35): a new account signs up, the operator tool grants it a role, and it
 * opens the console with a code from its authenticator; each party has a browser of its own. Shared by the
 * console's specs (ops-console, ops-stock).
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = 'Console-Pass123';

export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileURLToPath(new URL(`./.screenshots/${testInfo.project.name}-ops-${name}.png`, import.meta.url));
  await page.screenshot({ path: file, fullPage: true });
}

/** axe finds nothing, and a 320 px phone never scrolls sideways. */
export async function judged(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

export const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The operator tool grants the role, as the first administrator of a store would be granted. */
export async function grantRole(email: string, role: string, store: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['tsx', 'apps/server/src/orders-cli.ts', 'grant-role', email, role, '--store', store, '--by', 'e2e'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `file:var/e2e/${PORT}/sulit-e2e.db`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
      // the tool builds the whole app with tsx: on a busy machine that takes minutes, not seconds
      timeout: 420_000,
    },
  );
}

export async function signUp(page: Page, email: string, first: string, last: string): Promise<void> {
  await page.goto('/customer/account/create');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await robot.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="recaptcha_response"]')).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  // a busy machine hashes passwords in a queue: the account may take a while
  await expect(page).not.toHaveURL(/account\/create/, { timeout: 30_000 });
}

/** A signed-in staff member opens the console with a code from their authenticator, set up on the way. */
export async function openConsole(page: Page): Promise<void> {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in\?redirect=%2Fops$/);
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up my authenticator' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** A browser of its own (the shopper's, the staff member's), sized as the project's. */
export async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
  });
  return context.newPage();
}
