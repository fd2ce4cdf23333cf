import { LogOut } from '../../../components/icons';
import type { ReactNode } from 'react';
import { Form, NavLink, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../../root';
import { LogoutPushField, unsubscribeOnLogout } from '../auth/logout-push-field';

const LINKS = [
  { to: '/customer/account', label: 'Account overview', end: true },
  { to: '/customer/account/edit', label: 'Account information', end: false },
  { to: '/customer/address', label: 'Address book', end: false },
  { to: '/customer/account/substitutions', label: 'Out-of-stock items', end: false },
  { to: '/customer/payment-methods', label: 'Saved cards', end: false },
  { to: '/my-membership', label: 'My membership', end: false },
  { to: '/customer/rebates', label: 'My rebates', end: false },
  { to: '/customer/account/senior-pwd-discount', label: 'Senior / PWD discount', end: false },
  { to: '/sales/order/history', label: 'My orders', end: false },
  { to: '/customer/messages', label: 'Messages', end: false },
  { to: '/wishlist', label: 'My wishlist', end: false },
  { to: '/review/customer', label: 'My reviews', end: false },
] as const;

/** Shown while shopping lists are on (decision 015): phones have no Lists link in the header. */
const LISTS_LINK = { to: '/shopping-list', label: 'My shopping lists', end: false } as const;

/** The account area's frame: section links (a row on phones, a column on desktop) and log out. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const listsEnabled = useRouteLoaderData<typeof rootLoader>('root')?.alerts.shopping_list_enabled ?? false;
  const links = listsEnabled ? [...LINKS, LISTS_LINK] : LINKS;
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:grid md:grid-cols-[14rem_1fr] md:gap-8 md:px-6 md:py-8">
      <nav aria-label="My account" className="mb-4 md:mb-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {links.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
                    isActive ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 hover:bg-brand-50'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0">
            <Form method="post" action="/customer/account/logout" onSubmit={unsubscribeOnLogout}>
              <LogoutPushField />
              <button
                type="submit"
                className="flex min-h-11 w-full items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-brand-50"
              >
                <LogOut aria-hidden="true" className="size-4" /> Log out
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div>
        <h1 className="mb-4 text-2xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}
