import { escapeHtml, STORE_BRAND } from '@sulit/domain';

/** The e-mail of an out-for-delivery or delivered step (issue 12), with the order's tracking link. */
export function orderStepMail(input: {
  to: string;
  firstname: string;
  orderNumber: string;
  step: 'out_for_delivery' | 'delivered';
  trackingUrl: string;
}) {
  const headline =
    input.step === 'out_for_delivery'
      ? `Your order ${input.orderNumber} is out for delivery`
      : `Your order ${input.orderNumber} has been delivered`;
  const body =
    input.step === 'out_for_delivery'
      ? 'Our rider is on the way. Please keep your phone nearby.'
      : 'Thank you for shopping with us. Tell us how we did: you can rate this order in your account.';
  const text = [`Hi ${input.firstname},`, '', `${headline}.`, body, '', `Track your order: ${input.trackingUrl}`].join(
    '\n',
  );
  const html = `<p>Hi ${escapeHtml(input.firstname)},</p>
<p><strong>${escapeHtml(headline)}.</strong></p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.trackingUrl)}">Track your order</a></p>`;
  return { to: input.to, subject: `${headline} — ${STORE_BRAND}`, text, html, link: input.trackingUrl };
}
