import {
  BULKY_SURCHARGE_PER_UNIT,
  CASH_ON_DELIVERY_MAX_TOTAL,
  faqSearchText,
  formatPeso,
  ONLINE_SERVICE_HOURS,
  OWN_STORE_DELIVERY_FEE,
  OWN_STORE_FREE_DELIVERY_THRESHOLD,
  PAYMENT_METHOD_TITLES,
  SELLER_DELIVERY_FEE,
  SELLER_DELIVERY_RANGE,
  SELLER_FREE_DELIVERY_THRESHOLD,
  SLOT_CUTOFF_MINUTES,
  SLOT_HOLD_MINUTES,
  WALLET_MAX_TOTAL,
  type FaqArticleType,
} from '@sulit/domain';

/**
 * The help centre's answers (issue 14). Every figure comes from the domain constants the store itself
 * uses (fees, thresholds, limits, holds), so an answer cannot drift from what checkout does.
 */
interface FaqSeed {
  slug: string;
  type: FaqArticleType;
  question: string;
  answer: string[];
  /** extra words people search with */
  keywords: string;
}

const peso = (centavos: number) => formatPeso(centavos);

const FAQ_ARTICLES: readonly FaqSeed[] = [
  {
    slug: 'where-do-you-deliver',
    type: 'delivery',
    question: 'Where do you deliver?',
    answer: [
      'We deliver across Metro Manila (from our Balintawak, Otis, Arcovia or Alabang store, depending on your city), Bulacan (from Balintawak), Rizal (from Arcovia), Batangas, Cavite and Laguna (from Alabang), and Cebu (from our Cebu store).',
      'Your barangay decides which store serves you, and so which stock and prices you see. Check your barangay on the Delivery Areas page, or choose it in the location box at the top of any page.',
    ],
    keywords: 'coverage area location barangay city province serviceable',
  },
  {
    slug: 'how-much-is-delivery',
    type: 'delivery',
    question: 'How much is the delivery fee?',
    answer: [
      `Sulit Club goods: ${peso(OWN_STORE_DELIVERY_FEE)} per order, free when your Sulit Club items come to ${peso(OWN_STORE_FREE_DELIVERY_THRESHOLD)} or more.`,
      `Marketplace sellers deliver their own items: ${peso(SELLER_DELIVERY_FEE)} per seller, free when that seller's items come to ${peso(SELLER_FREE_DELIVERY_THRESHOLD)} or more.`,
      `Bulky items (appliances, furniture, large packs) add ${peso(BULKY_SURCHARGE_PER_UNIT)} per unit, even when standard delivery is free. The cart shows how much more you need for free delivery; vouchers never take free delivery away.`,
    ],
    keywords: 'shipping fee charge free delivery minimum bulky cost price',
  },
  {
    slug: 'when-will-my-order-arrive',
    type: 'delivery',
    question: 'When will my order arrive?',
    answer: [
      `Sulit Club orders arrive in the delivery time slot you choose at checkout, from the next day. Marketplace sellers deliver their items in ${SELLER_DELIVERY_RANGE}.`,
      `Slots close ${SLOT_CUTOFF_MINUTES / 60} hours before they start, so the store has time to pick and pack. The slot you choose is held for ${SLOT_HOLD_MINUTES} minutes while you pay.`,
    ],
    keywords: 'time slot schedule when arrive lead time tomorrow',
  },
  {
    slug: 'can-i-pick-up-my-order',
    type: 'pickup',
    question: 'Can I pick up my order at a store?',
    answer: [
      'Yes. Choose "Store pickup" in the location box and pick one of our five stores: Balintawak, Otis, Arcovia, Alabang or Cebu. At checkout you choose a pickup slot instead of a delivery slot, and there is no delivery fee.',
      'Bulky items and a few products cannot be collected at a store; the cart tells you which ones before you pay.',
    ],
    keywords: 'pickup collect store click and collect self pick up',
  },
  {
    slug: 'what-to-bring-for-pickup',
    type: 'pickup',
    question: 'What do I bring when I collect my order?',
    answer: [
      'Bring your order number (it is in your confirmation e-mail) and a valid ID with the name on the order. Your order is held at the store until the end of the pickup slot you chose.',
      'Store hours are 9am-6pm in Balintawak, Otis, Arcovia and Alabang, and 9am-8pm in Cebu.',
    ],
    keywords: 'pickup id order number store hours collect',
  },
  {
    slug: 'which-payment-methods',
    type: 'payment',
    question: 'Which payment methods can I use?',
    answer: [
      `${PAYMENT_METHOD_TITLES.cashondelivery} for orders up to ${peso(CASH_ON_DELIVERY_MAX_TOTAL)}; ${PAYMENT_METHOD_TITLES.sulit_card}; a ${PAYMENT_METHOD_TITLES.sulit_vault} you kept from an earlier order; ${PAYMENT_METHOD_TITLES.sulit_wallet} for payments up to ${peso(WALLET_MAX_TOTAL)}; and ${PAYMENT_METHOD_TITLES.sulit_hosted}, our payment partner's secure page.`,
      'An order that comes to ₱0.00 (for example after a voucher) needs no payment information at all.',
    ],
    keywords: 'pay cash cod card credit debit gcash wallet online checkout visa mastercard',
  },
  {
    slug: 'is-it-safe-to-save-my-card',
    type: 'payment',
    question: 'Is it safe to save my card?',
    answer: [
      'Your card number and CVC go to our payment provider and never stay with us. We keep only the provider’s token, the card brand, the last four digits and the expiry date, so you can choose the card again next time.',
    ],
    keywords: 'saved card security cvc token vault',
  },
  {
    slug: 'my-payment-failed',
    type: 'payment',
    question: 'My payment failed. What happens to my order?',
    answer: [
      'The order shows "Payment Failed" and nothing is charged. The items go back to your cart, and the stock, time slot and voucher are released, so you can try again with another payment method.',
    ],
    keywords: 'declined failed payment error charged holded',
  },
  {
    slug: 'do-i-need-a-membership',
    type: 'membership',
    question: 'Do I need a membership to shop?',
    answer: [
      'Yes: Sulit Club sells goods to members. If you are not a member yet, add a membership to your cart with your groceries and check out once; your membership starts when the order is paid.',
      'Anyone can browse, fill a cart and check prices without a membership.',
    ],
    keywords: 'member required non-member join sign up',
  },
  {
    slug: 'membership-kinds',
    type: 'membership',
    question: 'What kinds of membership are there?',
    answer: [
      'Premium (₱800.00 a year): member prices online and in all five stores, with one free add-on card for a family member.',
      'Business (₱1,000.00 a year): for registered businesses, with two add-on cards for staff, official receipts under your TIN and a 1% rebate on purchases.',
      'Executive (₱3,500.00 a year): everything in Premium plus a 2% rebate on purchases (up to ₱10,000.00 a year). Premium and Business members can upgrade for the difference, pro-rated to the months left on their card.',
      'Premium is also offered together with the Sulit Club credit card.',
    ],
    keywords: 'premium business executive package price fee annual card types',
  },
  {
    slug: 'how-to-renew-membership',
    type: 'membership',
    question: 'How do I renew my membership?',
    answer: [
      'Open "My membership" and choose Renew, or add the renewal to your cart. Renewing before your card expires adds 12 months to your current expiry date, so you never lose days. After it has expired, the new year starts on the day you pay. Your card number stays the same.',
      'A 6-month card extension is also available. We send you a reminder e-mail 30 days and 7 days before your membership expires.',
    ],
    keywords: 'renew renewal expire expiry extend extension reminder',
  },
  {
    slug: 'link-existing-membership-card',
    type: 'membership',
    question: 'I already have a membership card. How do I use it online?',
    answer: [
      'Sign in, open "My membership" and link your card with its number and the name on the card (dashes are optional). Once linked, member prices and checkout work right away.',
    ],
    keywords: 'link card existing number online account',
  },
  {
    slug: 'how-do-i-return-an-item',
    type: 'returns',
    question: 'How do I return an item?',
    answer: [
      'Tell us within 7 days if an item arrives damaged, wrong or expired, and we will replace it or refund it. Send an enquiry from the Contact us page with your order number and a photo of the item (you can attach images or a PDF).',
      'Marketplace items follow the seller’s own return policy, shown on the seller’s shop information page.',
    ],
    keywords: 'return refund damaged wrong expired replace exchange',
  },
  {
    slug: 'missing-item-refund',
    type: 'returns',
    question: 'An item in my order was out of stock. Do I get a refund?',
    answer: [
      'Yes. If an item runs out before we pick your order, we remove it from the order and refund what you paid for it. With Cash on Delivery you simply do not pay for it.',
    ],
    keywords: 'out of stock missing item refund removed',
  },
  {
    slug: 'how-to-use-a-voucher',
    type: 'vouchers',
    question: 'How do I use a voucher?',
    answer: [
      'Enter the code in the voucher box on your cart page and choose Apply. The discount shows in your order summary before you pay. One voucher per order.',
    ],
    keywords: 'voucher coupon promo code discount apply',
  },
  {
    slug: 'why-was-my-voucher-not-accepted',
    type: 'vouchers',
    question: 'Why was my voucher not accepted?',
    answer: [
      'A voucher works only within its validity dates, once your cart reaches its minimum spend, and as often as its limit allows (some are once per customer). A seller’s voucher applies only to that seller’s items. The voucher box tells you which of these applies.',
    ],
    keywords: 'voucher invalid expired minimum spend not working coupon',
  },
  {
    slug: 'who-earns-rebates',
    type: 'rebates',
    question: 'Who earns rebates?',
    answer: [
      'Business members earn a 1% rebate and Executive members a 2% rebate (up to ₱10,000.00 a year) on their purchases. Premium memberships do not earn rebates; upgrade to Executive from "My membership" to start earning.',
      'A rebate is pending for 7 days after delivery (the return window), then you can apply it on the payment step of checkout. Your balance and history are under My rebates in your account.',
    ],
    keywords: 'rebate cashback business executive earn points',
  },
  {
    slug: 'forgot-password',
    type: 'account',
    question: 'I forgot my password. What do I do?',
    answer: [
      'Choose "Forgot password" on the sign-in form and enter your e-mail address. If there is an account with that address, you receive a link to set a new password. The link expires in 15 minutes and works once.',
    ],
    keywords: 'password reset forgot login sign in cannot',
  },
  {
    slug: 'change-address-or-details',
    type: 'account',
    question: 'How do I change my address or account details?',
    answer: [
      'Sign in and open "My account". Your address book keeps your delivery addresses; the first one becomes your default. "Edit account" changes your name, mobile number and password.',
    ],
    keywords: 'address book edit profile name phone mobile',
  },
  {
    slug: 'my-personal-data',
    type: 'account',
    question: 'How can I see, correct or delete my personal data?',
    answer: [
      'Under the Data Privacy Act of 2012 you may ask to see, correct or delete your personal data, or withdraw your consent. Send an enquiry from the Contact us page with the topic "My account"; we answer by e-mail.',
      `Our online service is open ${ONLINE_SERVICE_HOURS}.`,
    ],
    keywords: 'privacy data delete account dpa personal information',
  },
];

/** Rows for faq_articles; the search text holds the question, answer and keywords in lower case. */
export function faqRows(now: Date) {
  return FAQ_ARTICLES.map((faq, index) => ({
    id: index + 1,
    slug: faq.slug,
    article_type: faq.type,
    question: faq.question,
    answer: JSON.stringify(faq.answer),
    search_text: faqSearchText({
      article_type: faq.type,
      question: faq.question,
      answer: faq.answer,
      keywords: faq.keywords,
    }),
    keywords: faq.keywords,
    sort_order: index,
    status: 1,
    updated_at: now.toISOString(),
  }));
}
