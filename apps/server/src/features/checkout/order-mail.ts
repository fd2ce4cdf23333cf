import type { CheckoutOrderView } from '@sulit/contracts/checkout';
import { STORE_BRAND, escapeHtml } from '@sulit/domain';
import { formatPeso } from '@sulit/domain/money';

/** The order-confirmation e-mail (issue 10): number, slot, lines per seller and totals. */
export function orderConfirmationMail(to: string, firstname: string, order: CheckoutOrderView, publicUrl: string) {
  const link = `${publicUrl}/sales/order/view/order_id/${order.increment_id}/0`;
  const rows = order.sellers.flatMap((s) => [
    `${s.shop_name} (order ${s.sub_increment_id})`,
    ...s.items.map((i) => `  ${i.qty} × ${i.name} — ${formatPeso(i.row_total)}`),
  ]);
  const text = [
    `Hi ${firstname},`,
    '',
    `Thank you for your order ${order.increment_id}.`,
    ...(order.slot ? [`Delivery slot: ${order.slot.value}`] : []),
    `Payment: ${order.payment.title}`,
    '',
    ...rows,
    '',
    `Subtotal: ${formatPeso(order.subtotal)}`,
    `Discount: ${formatPeso(order.discount_amount)}`,
    `Delivery: ${formatPeso(order.shipping_amount)}`,
    ...(order.fee > 0 ? [`Non-member fee: ${formatPeso(order.fee)}`] : []),
    `Total: ${formatPeso(order.grand_total)}`,
    '',
    `Track your order: ${link}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstname)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.increment_id)}</strong>.</p>
${order.slot ? `<p>Delivery slot: ${escapeHtml(order.slot.value)}</p>` : ''}
<p>Payment: ${escapeHtml(order.payment.title)}</p>
<ul>${rows.map((r) => `<li>${escapeHtml(r.trim())}</li>`).join('')}</ul>
<p>Total: <strong>${escapeHtml(formatPeso(order.grand_total))}</strong></p>
<p><a href="${escapeHtml(link)}">Track your order</a></p>`;
  return { to, subject: `Your ${STORE_BRAND} order ${order.increment_id}`, text, html, link };
}
