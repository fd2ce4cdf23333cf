/**
 * The store's static pages (spec §2 "Other pages": the-{product}-experience about page, careers, privacy
 * statement, terms and conditions, delivery areas and the how-to pages). Structured sections, never raw HTML.
 * The delivery-areas page adds the live coverage (areas.json) and a barangay checker below these words.
 */
interface CmsSection {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  /** a mailbox to write to, shown as a mail link */
  contact?: { label: string; email: string };
}

export interface CmsPageSeed {
  identifier: string;
  title: string;
  meta_description: string;
  sections: CmsSection[];
}

export const CMS_PAGES: readonly CmsPageSeed[] = [
  {
    identifier: 'the-sulit-club-experience',
    title: 'The Sulit Club Experience',
    meta_description:
      'Sulit Club is a Filipino warehouse club: club-size packs at member prices, delivered or ready for pickup.',
    sections: [
      {
        paragraphs: [
          'Sulit Club is a warehouse club for Filipino households and businesses. We buy in bulk, keep our stores simple and pass the savings on to our members, so every peso goes further — that is what “sulit” means.',
          'You can shop in our stores in Balintawak, Otis, Arcovia, Alabang and Cebu, or online, with delivery to your door or pickup at the store nearest you.',
        ],
      },
      {
        heading: 'What members get',
        list: [
          'Club-size packs of the groceries and household supplies you buy every week, at member prices',
          'Fresh produce, meat and seafood handled by our own store teams',
          'Shops of trusted local sellers in our online marketplace',
          'Rebates on your purchases with a Business or Executive membership',
        ],
      },
      {
        heading: 'Membership',
        paragraphs: [
          'A Premium, Business or Executive membership is needed to buy goods. You can buy or renew your membership online and start shopping the same day.',
        ],
      },
    ],
  },
  {
    identifier: 'careers',
    title: 'Careers at Sulit Club',
    meta_description:
      'Work at Sulit Club: store, warehouse, delivery and head office roles in Metro Manila, Laguna and Cebu. How to apply.',
    sections: [
      {
        paragraphs: [
          'Sulit Club runs five warehouse-club stores — Balintawak, Otis, Arcovia, Alabang and Cebu — and an online store that delivers from them. Our teams receive the trucks, keep the shelves full, pick and pack online orders, bring them to our members’ doors and answer their questions.',
          'The work is practical and busy, in stores built for bulk: early deliveries, big pallets and long queues before the holidays. We train you for the role and for the equipment you use.',
        ],
      },
      {
        heading: 'Where you could work',
        list: [
          'Stores: cashiers, member service, fresh food (produce, meat and seafood, bakery) and merchandising',
          'Warehouse: receiving, inventory control, forklift and pallet-jack operators, online order pickers and packers',
          'Delivery: drivers and helpers for our delivery trucks, and dispatchers who plan the routes and time slots',
          'Head office: buying, marketing, finance, human resources, customer service and the team behind the online store',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Openings change with the season and from store to store. Send your CV with the role and the store or office you are applying for; our recruitment team answers every application it can consider for an opening. You may also apply in person at the member service counter of any store.',
        ],
        contact: { label: 'Send your application to our recruitment team', email: 'careers@sulitclub.ph' },
      },
      {
        heading: 'Your personal data',
        paragraphs: [
          'We use the personal data in your application only to consider you for work at Sulit Club, in line with the Data Privacy Act of 2012 (Republic Act No. 10173). We keep applications for up to one year, then delete them, unless you are hired. You may ask to see, correct or withdraw your application at any time by writing to the same address.',
        ],
      },
    ],
  },
  {
    identifier: 'privacy-statement',
    title: 'Privacy Statement',
    meta_description:
      'How Sulit Club collects, uses and protects your personal data under the Data Privacy Act of 2012.',
    sections: [
      {
        paragraphs: [
          'Sulit Club respects your privacy and processes personal data in line with the Data Privacy Act of 2012 (Republic Act No. 10173) and the rules of the National Privacy Commission.',
        ],
      },
      {
        heading: 'What we collect',
        list: [
          'Your name, e-mail address, mobile number and membership number',
          'Delivery and pickup addresses you save in your address book',
          'Your orders, shopping lists and the store you shop from',
          'Technical data such as your device type, needed to keep the site working and secure',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your data to run your membership, deliver your orders, answer your questions and, when you agree, tell you about offers. We never sell your data. Card numbers are handled by our payment providers; we keep only a token, the card brand and its last four digits.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see, correct or delete your personal data, or withdraw your consent, through our Help Center. We keep order records for as long as the law requires.',
        ],
      },
    ],
  },
  {
    identifier: 'terms-and-conditions',
    title: 'Terms and Conditions',
    meta_description: 'The terms that apply when you shop at Sulit Club online and in our stores.',
    sections: [
      {
        heading: 'Membership',
        paragraphs: [
          'Goods are sold to members. A membership is personal and cannot be transferred. Prices shown online are member prices for the store you have selected and may differ between stores.',
        ],
      },
      {
        heading: 'Orders and prices',
        paragraphs: [
          'An order is confirmed once payment is accepted, or when you choose cash on delivery. Campaign prices apply only during their campaign window and while campaign stock lasts. If an item runs out before we pick your order, we remove it and refund what you paid for it.',
        ],
      },
      {
        heading: 'Delivery and pickup',
        paragraphs: [
          'We deliver within our delivery areas in the time slot you choose. Bulky items may need a separate delivery. Orders for pickup are held at the store until the end of the chosen slot.',
        ],
      },
      {
        heading: 'Returns',
        paragraphs: [
          'Tell us within 7 days if an item arrives damaged, wrong or expired and we will replace or refund it. Marketplace items follow the seller’s return policy shown on their shop page.',
        ],
      },
    ],
  },
  {
    identifier: 'delivery-areas',
    title: 'Delivery Areas',
    meta_description: 'Where Sulit Club delivers and which store serves your area. Check your barangay.',
    sections: [
      {
        paragraphs: [
          'Each address is served by one store, which decides the stock and prices you see. Check your barangay below, or choose it in the location box at the top of the page to shop from the store that serves it.',
        ],
      },
      {
        heading: 'Store pickup',
        paragraphs: [
          'Outside our delivery areas you can still order online and collect your order at any of our five stores.',
        ],
      },
    ],
  },
  {
    identifier: 'how-to-apply-for-membership',
    title: 'How to Apply for Membership',
    meta_description: 'Apply for a Sulit Club Premium, Business or Executive membership online in a few steps.',
    sections: [
      {
        list: [
          'Open “Membership” and choose Premium, Business or Executive.',
          'Add the membership to your cart and sign in, or create an online account.',
          'Pay online. Your membership number is shown on “My membership” right away.',
          'Bring a valid ID to any store to pick up your physical card.',
        ],
      },
    ],
  },
  {
    identifier: 'how-to-create-a-shopping-list',
    title: 'How to Create a Shopping List',
    meta_description:
      'Save the products you buy often in a Sulit Club shopping list, fill your cart from it and share it.',
    sections: [
      {
        list: [
          'Sign in to your online account. Your lists are kept with your account, starting with “My Shopping List”.',
          'On a product page choose “Add to list”, then pick one of your lists or name a new one. In your cart, “Save cart to a list” keeps everything in it at once.',
          'On a computer or tablet, open “Lists” at the top of the page to see your shopping lists, create a new one, and find the products you bought before, ready to add to a list.',
          'Open a list to change quantities, then choose “Add all to cart”, or tick some products and choose “Add chosen to cart”. Products that are out of stock at your store are listed as not added.',
          'Share a list with another customer by their e-mail, or create a read-only share link you can stop at any time. Whoever receives it can copy it to their own lists.',
        ],
      },
    ],
  },
  {
    identifier: 'how-to-shop-online',
    title: 'How to Shop Online',
    meta_description: 'Shop Sulit Club online: choose your location, fill your cart, pick a slot and pay.',
    sections: [
      {
        list: [
          'Choose your delivery location or pickup store, so you see the right stock and prices.',
          'Browse the categories or search, and add products to your cart.',
          'At checkout, choose delivery or pickup and a time slot.',
          'Pay by card, e-wallet or cash on delivery, and follow your order under “Track and trace”.',
        ],
      },
    ],
  },
  {
    identifier: 'how-to-use-a-voucher',
    title: 'How to Use a Voucher',
    meta_description: 'Apply a Sulit Club voucher code to your order at checkout.',
    sections: [
      {
        list: [
          'Fill your cart and go to checkout.',
          // the box is on the cart page (features/cart), not the payment step (issue 29)
          'On your cart page, enter the voucher code in the Voucher box and choose “Apply”.',
          'The discount shows in your order summary before you pay. One voucher per order.',
        ],
      },
    ],
  },
];
