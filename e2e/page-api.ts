import type { Page } from '@playwright/test';

/**
 * A call from the page itself (the session cookie may be Secure, so it rides only with the browser's own
 * requests), with the CSRF double-submit header the web's client adds.
 */
export async function pageApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie.match(/(?:^|; )sulit_csrf=([^;]*)/)?.[1];
      const res = await fetch(path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}
