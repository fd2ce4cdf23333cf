import { expect, test, type Page } from '@playwright/test';

/** Content-Security-Policy violations the page reports (a blocked inline script would show here). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(text);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: text, exact: true }).first().click();
}

test.describe('the store behind a TLS proxy', () => {
  test('a shopper signs in and saves an address over https; cookies are Secure and __Host-', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchCsp(page);
    // an off-site "redirect after login" is ignored (issue 9 item 4: /%09/evil.example)
    await page.goto('/customer/account/login?redirect=%2F%09%2Fevil.example');
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel(/^Password/).fill('Shopper123!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    expect(new URL(page.url()).origin).toBe(baseURL);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__Host-sulit_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookies.find((c) => c.name === 'sulit_session')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'sulit_csrf')).toMatchObject({ secure: true });

    await page.goto('/customer/address/new');
    await page.getByLabel('First name').fill('Juan');
    await page.getByLabel('Last name').fill('Dela Cruz');
    await page.getByLabel('Mobile number').fill('09171234567');
    await page.getByLabel('House no., street').fill('12 Mabini Street');
    await page.getByLabel('Location label').fill('TLS home');
    await pick(page, 'Province', 'Metro Manila');
    await pick(page, 'City / Municipality', 'Quezon City');
    await page.getByRole('combobox', { name: 'Barangay' }).click();
    await page.getByRole('listbox', { name: 'Barangay' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/customer\/address$/);
    await expect(page.getByText('Address successfully created')).toBeVisible();
    await expect(page.getByText('TLS home').first()).toBeVisible();
    expect(violations).toEqual([]);

    // issue 9 item 7: a form post carrying the shopper's cookies but neither Origin nor Sec-Fetch-Site (not
    // a browser form) deletes nothing
    const me = (await (await page.request.get('/rest/V1/customers/me')).json()) as { addresses: { id: number }[] };
    const id = String(me.addresses[0]!.id);
    const forged = await page.request.post('/customer/address', { form: { id }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    await page.reload();
    await expect(page.getByText('TLS home').first()).toBeVisible();
  });

  test('pages carry a nonce-based CSP and canonical links from PUBLIC_URL, whatever the Host header says', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy']!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // every inline script React Router wrote carries this answer's nonce
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce));
    expect(inline.length).toBeGreaterThan(0);
    for (const n of inline) expect(n).toBe(nonce);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

    const forged = await request.get('/', { headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' } });
    const html = await forged.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
  });

  test('a page form refuses a body it does not read with 415', async ({ request }) => {
    const plain = await request.post('/customer/account/login', {
      headers: { 'content-type': 'text/plain' },
      data: 'username=shopper%40example.com&password=Shopper123%21',
    });
    expect(plain.status()).toBe(415);
    const json = await request.post('/customer/account/login', { data: { username: 'a', password: 'b' } });
    expect(json.status()).toBe(415);
  });
});
