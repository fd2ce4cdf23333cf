import { escapeHtml, STORE_BRAND } from '@sulit/domain';

/**
 * The way back from the provider inside the payment webview's frame (decision 027): the outcome pages never render
 * in a frame (frame-ancestors 'none'), so this page, on the store's origin, takes the whole window there. The
 * script carries this answer's nonce; without script the link does the same with one tap. `target` is a store path
 * the payments feature chose (the success or failure page), never one from the request.
 */
export function leaveTheFramePage(target: string, nonce: string): string {
  const href = escapeHtml(target);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Back to ${escapeHtml(STORE_BRAND)}</title><meta name="robots" content="noindex"></head>
<body><main><p><a id="leave" href="${href}" target="_top">Continue to ${escapeHtml(STORE_BRAND)}</a></p></main>
<script nonce="${escapeHtml(nonce)}">window.top.location.replace(document.getElementById('leave').href)</script></body></html>`;
}
