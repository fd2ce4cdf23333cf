import { paymentFailureMessage, type SandboxPayment } from '@sulit/domain';
import { CARD_BRAND_LABELS, type CardBrand, CVC_TOOLTIP, escapeHtml } from '@sulit/domain';
import { formatPeso } from '@sulit/domain/money';
import { TEST_CARDS } from './test-cards';

/**
 * The sandbox provider's own pages: plain server-rendered HTML, as another company's hosted page would
 * be. Accessible (labels, fieldsets, error summary with role=alert, visible focus), no script needed.
 */

const MERCHANT = 'Sulit Club';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1c2430}
header{background:#1d3a6e;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
header strong{letter-spacing:.02em}.badge{background:#f5b700;color:#1c2430;border-radius:4px;padding:2px 8px;font-size:13px;font-weight:600}
main{max-width:460px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:20px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}.muted{color:#5a6472;font-size:14px}
label{display:block;font-weight:600;margin:12px 0 4px}input[type=text]{width:100%;padding:10px;border:1px solid #9aa4b2;border-radius:6px;font-size:16px}
input[aria-invalid=true]{border-color:#b42318}.error{color:#b42318;font-size:14px;margin:4px 0 0}.row{display:flex;gap:12px}.row>div{flex:1}
button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:12px 16px;cursor:pointer;width:100%;margin-top:16px}
.primary{background:#1d3a6e;color:#fff}.secondary{background:#e4e8ee;color:#1c2430}.danger{background:#fff;color:#b42318;border:1px solid #b42318}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f5b700;outline-offset:2px}
.summary{border:1px solid #b42318;background:#fdecea;border-radius:6px;padding:8px 12px;margin-bottom:8px}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:8px}td,th{text-align:left;padding:4px;border-bottom:1px solid #e4e8ee}
code{font-family:ui-monospace,monospace}details{margin-top:16px}fieldset{border:0;padding:0;margin:0}legend{font-weight:600}
`;

/** Its landmarks are named: inside the store's payment webview they sit beside the store's own (decision 027). */
function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Pay</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><header aria-label="Sandbox Pay"><strong>Sandbox Pay</strong><span class="badge">TEST MODE</span></header>
<main aria-label="Sandbox Pay payment">${body}</main></body></html>`;
}

function summary(payment: SandboxPayment): string {
  return `<p class="muted">Pay ${escapeHtml(MERCHANT)} · order ${escapeHtml(payment.merchant_reference)}</p>
<p class="amount">${escapeHtml(formatPeso(payment.amount))}</p>${held(payment)}`;
}

/** A manual-capture payment (decision 043): held, then what was captured of the hold and what was released. */
function held(payment: SandboxPayment): string {
  if (payment.capture_method !== 'manual') return '';
  if (payment.captured_amount === null) return '<p>Held on the card; the merchant captures the final amount.</p>';
  const released = payment.amount - payment.captured_amount;
  return `<p>Captured ${escapeHtml(formatPeso(payment.captured_amount))}; ${escapeHtml(formatPeso(released))} of the hold released.</p>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function cancelForm(payment: SandboxPayment, formToken: string): string {
  return `<form method="post" action="/gateway/sandbox/pay/${escapeHtml(payment.id)}/cancel">${hidden('form_token', formToken)}
<button type="submit" class="secondary">Cancel and return to ${escapeHtml(MERCHANT)}</button></form>`;
}

export interface CardFormErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

function field(id: string, label: string, error: string | undefined, attrs: string, value = ''): string {
  const describedBy = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  return `<label for="${id}">${label}</label><input type="text" id="${id}" name="${id}" value="${escapeHtml(value)}" ${attrs}${describedBy} required>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** Hosted checkout / card gateway page. The number and CVC are never echoed back after an error. */
export function cardPage(payment: SandboxPayment, formToken: string, errors: CardFormErrors = {}, name = ''): string {
  const messages = Object.values(errors).filter(Boolean);
  const errorSummary = messages.length
    ? `<div class="summary" role="alert"><strong>Please check the card details.</strong><ul>${messages
        .map((m) => `<li>${escapeHtml(m as string)}</li>`)
        .join('')}</ul></div>`
    : '';
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('');
  const title = payment.method === 'hosted' ? 'Hosted checkout' : 'Pay by card';
  return layout(
    title,
    `<div class="card"><h1>${title}</h1>${summary(payment)}${errorSummary}
<form method="post" action="/gateway/sandbox/pay/${escapeHtml(payment.id)}/card" novalidate>${hidden('form_token', formToken)}
<fieldset><legend>Card details</legend>
${field('number', 'Card number', errors.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="9999-9999-9999-9999"')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', errors.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}</div>
<div>${field('cvc', 'CVC', errors.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}
<details><summary>What is the CVC?</summary><p class="muted">${escapeHtml(CVC_TOOLTIP)}</p></details></div></div>
${field('name', 'Name on card', errors.name, 'autocomplete="cc-name" maxlength="100"', name)}
<p><label><input type="checkbox" name="save_card" value="1"> Save this card with ${escapeHtml(MERCHANT)} for next time</label></p>
</fieldset><button type="submit" class="primary">Pay ${escapeHtml(formatPeso(payment.amount))}</button></form>
${cancelForm(payment, formToken)}
<details><summary>Test cards</summary><p class="muted">Any future expiry and any CVC (4 digits for American Express). Other valid numbers are approved.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead><tbody>${cards}</tbody></table></details></div>`,
  );
}

export function walletPage(payment: SandboxPayment, formToken: string): string {
  const action = `/gateway/sandbox/pay/${escapeHtml(payment.id)}/wallet`;
  return layout(
    'Approve wallet payment',
    `<div class="card"><h1>Sandbox Wallet</h1>${summary(payment)}
<p>Approve this payment from your wallet balance?</p>
<form method="post" action="${action}">${hidden('form_token', formToken)}${hidden('decision', 'approve')}
<button type="submit" class="primary">Approve payment</button></form>
<form method="post" action="${action}">${hidden('form_token', formToken)}${hidden('decision', 'decline')}
<button type="submit" class="danger">Decline</button></form></div>`,
  );
}

export function challengePage(payment: SandboxPayment, formToken: string): string {
  const action = `/gateway/sandbox/pay/${escapeHtml(payment.id)}/authenticate`;
  const brand = payment.card_brand ? (CARD_BRAND_LABELS[payment.card_brand as CardBrand] ?? 'Card') : 'Card';
  return layout(
    '3-D Secure',
    `<div class="card"><h1>Verify it is you</h1>${summary(payment)}
<p>Your bank asks you to confirm this payment with your ${escapeHtml(brand)} ending ${escapeHtml(payment.card_last_four ?? '')}.</p>
<form method="post" action="${action}">${hidden('form_token', formToken)}${hidden('decision', 'approve')}
<button type="submit" class="primary">Complete authentication</button></form>
<form method="post" action="${action}">${hidden('form_token', formToken)}${hidden('decision', 'fail')}
<button type="submit" class="danger">Fail authentication</button></form></div>`,
  );
}

export function finishedPage(payment: SandboxPayment, returnUrl: string): string {
  const heading =
    payment.failure_reason === 'order_closed'
      ? 'This order was cancelled'
      : `This payment is ${payment.status === 'processing' ? 'being processed' : payment.status}`;
  return layout(
    'Payment',
    `<div class="card"><h1>${escapeHtml(heading)}</h1>${summary(payment)}${payment.failure_reason ? `<p>${escapeHtml(paymentFailureMessage(payment.failure_reason))}</p>` : ''}
<p><a href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(MERCHANT)}</a></p></div>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Not found',
    '<div class="card"><h1>Payment not found</h1><p>This payment link is not valid.</p></div>',
  );
}
