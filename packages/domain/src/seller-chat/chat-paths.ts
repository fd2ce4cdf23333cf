// The chat's page addresses, apart from its rules: the header links the inbox on every page, and importing the
// rules module there put the masking and field rules into every page's JavaScript (about 2 KB gzip).

/** The buyer's contact-seller page for one order and seller (spec §2). */
export function contactSellerPath(orderNumber: string, sellerId: string): string {
  return `/sales/order/view/order_id/${encodeURIComponent(orderNumber)}/${encodeURIComponent(sellerId)}/contact-seller`;
}

/** The inbox every participant reads (buyer, seller, operator) and a thread's page in it. */
export const CHAT_INBOX_PATH = '/customer/messages';
export const chatThreadPath = (threadId: number) => `${CHAT_INBOX_PATH}/${threadId}`;
