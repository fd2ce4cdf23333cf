import { promotionPagePath } from '@sulit/domain/catalog/catalog-paths';
import { SOCIAL_LINKS, STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { StoreLink } from '../components/store-link';
import { SocialLink } from '../components/social-link';
import { StoreHours } from '../components/store-hours';
import { LogoMark } from './logo';
import { SocialIcon } from './social-icons';

const LINK_COLUMNS = [
  {
    title: 'Shop',
    links: [
      { label: 'Membership', to: '/lofcustomermembership/buy' },
      { label: 'Hot offers', to: '/special/hot-offers.html' },
      { label: 'Special products', to: promotionPagePath('special-products') },
      { label: 'Truckload sale', to: promotionPagePath('truckload') },
      { label: 'Marketplace', to: '/online-marketplace.html' },
    ],
  },
  {
    title: 'Customer service',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Contact us', to: '/help-center/contact-us' },
      { label: 'Track your order', to: '/track-and-trace' },
      { label: 'Delivery areas', to: '/delivery-areas' },
      { label: 'How to shop online', to: '/how-to-shop-online' },
      { label: 'How to apply for membership', to: '/how-to-apply-for-membership' },
      { label: 'How to create a shopping list', to: '/how-to-create-a-shopping-list' },
      { label: 'How to use a voucher', to: '/how-to-use-a-voucher' },
    ],
  },
  {
    // Spec §2 "Other pages" about the store itself.
    title: 'About us',
    links: [
      { label: 'The Sulit Club experience', to: '/the-sulit-club-experience' },
      { label: 'Careers', to: '/careers' },
      { label: 'Privacy statement', to: '/privacy-statement' },
      { label: 'Terms and conditions', to: '/terms-and-conditions' },
    ],
  },
] as const;

/** Copyright year of the current edition of the site. */
const COPYRIGHT_YEAR = 2026;

/** Spec §2 contact block: store hours per store, online service hours, three social networks. */
export function Footer() {
  return (
    <footer data-surface="dark" className="mt-12 bg-brand-950 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-10 md:grid-cols-3 md:px-6 lg:grid-cols-[1.3fr_1fr_1.1fr_1fr_1.2fr]">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <LogoMark className="size-9" reuse />
            <span>{STORE_BRAND}</span>
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-100">
            Groceries and warehouse-club packs for homes and businesses, delivered or ready for pickup at our stores.
          </p>
          <h2 className="mt-6 text-sm font-bold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <SocialLink social={social} className="foot-social">
                  <SocialIcon network={social.network} className="size-5" />
                </SocialLink>
              </li>
            ))}
          </ul>
        </div>

        {LINK_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  {/* discovered when followed: a score of data-discover attributes on every page for rare clicks */}
                  <StoreLink to={link.to} className="foot-link" discover="none">
                    {link.label}
                  </StoreLink>
                </li>
              ))}
            </ul>
          </div>
        ))}

        <div className="col-span-2 md:col-span-1">
          <StoreHours tone="dark" heading="h2" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100 md:px-6">
          © {COPYRIGHT_YEAR} {STORE_BRAND}
        </p>
      </div>
    </footer>
  );
}
