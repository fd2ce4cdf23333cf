import { formatPeso, escapeHtml } from '@sulit/domain';
import type { OutgoingMail } from '../../mail/outgoing-mail';

function alertMail(
  to: string,
  firstname: string,
  subject: string,
  line: string,
  link: string,
  action: string,
): OutgoingMail {
  const text = [`Hi ${firstname},`, '', line, link, '', 'You can change your alerts in your Sulit Club account.'].join(
    '\n',
  );
  const html = `<p>Hi ${escapeHtml(firstname)},</p>
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>You can change your alerts in your Sulit Club account.</p>`;
  return { to, subject, text, html, link };
}

/** The title and text of a price-drop alert, the same in the alerts centre and the e-mail. */
export function priceDropText(name: string, from: number, to: number) {
  return {
    title: `Price drop: ${name}`,
    body: `${name} is now ${formatPeso(to)} (was ${formatPeso(from)}).`,
  };
}

export function backInStockText(name: string) {
  return { title: `Back in stock: ${name}`, body: `${name} is available again at your store.` };
}

export function priceDropMail(input: {
  to: string;
  firstname: string;
  name: string;
  from: number;
  price: number;
  link: string;
}) {
  const { title, body } = priceDropText(input.name, input.from, input.price);
  return alertMail(input.to, input.firstname, title, body, input.link, 'See the product');
}

export function backInStockMail(input: { to: string; firstname: string; name: string; link: string }) {
  const { title, body } = backInStockText(input.name);
  return alertMail(input.to, input.firstname, title, body, input.link, 'Buy it now');
}
