import type { MenuCategory } from '@sulit/contracts/catalog';
import type { AlertsSummary } from '@sulit/contracts/lists';
import { Bell, ListChecks, Mail, Menu, UserRound } from '../components/icons';
import { CHAT_INBOX_PATH } from '@sulit/domain/seller-chat/chat-paths';
import { useRef, useState } from 'react';
import { StoreLink } from '../components/store-link';
import { CategoryBar } from './category-bar';
import { CategoryDrawer, CategoryDrawerButton } from './category-drawer';
import { LocationChip } from './location-chip';
import { Logo } from './logo';
import { SearchBox } from '../features/search/search-box';
import { useCartCountUnknown } from './shell-handle';
import { type CartBadge, MiniCart } from '../features/cart/mini-cart';

interface HeaderProps {
  /** the top-level categories (the drawer reads the whole menu itself when first opened) */
  menu: readonly MenuCategory[];
  locationLabel: string | null;
  /** the shopper's cart as the root loader found it (units for the badge) */
  cart: CartBadge;
  /** unread alerts and the shopping-list flag (its entry disappears when off) */
  alerts: AlertsSummary;
  /** seller-chat threads with a message the customer has not read (issue 33) */
  unreadMessages: number;
  /** the page came from the guest page cache: the cart badge and location chip are read in the browser */
  fillInBrowser?: boolean;
}

/** The small count on a header icon. */
const BADGE =
  'absolute top-0.5 right-0.5 min-w-5 rounded-full bg-sun-400 px-1 text-center text-xs font-extrabold text-brand-950';

const actionClass =
  'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold hover:bg-white/10';

/**
 * Phone: menu, logo, account and cart on one row; search and location below.
 * Desktop (md: = 768 px): logo, search, location, account and cart on one row, categories underneath.
 * DOM order follows the desktop reading order; flex `order` rearranges the phone layout.
 */
export function Header({ menu, locationLabel, cart, alerts, unreadMessages, fillInBrowser = false }: HeaderProps) {
  const cartCountUnknown = useCartCountUnknown();
  const drawer = useRef<HTMLDialogElement>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    // The drawer's frame (title, close button) is always rendered, so showModal() can focus it at once; the
    // menu it reads on first use fills in after (Preact's flushSync does not render synchronously, decision 019).
    setDrawerUsed(true);
    drawer.current?.showModal();
  };
  return (
    <header>
      <div data-surface="dark" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-6 md:px-6 md:py-3">
          <div className="order-1 flex items-center gap-1">
            <CategoryDrawerButton
              onOpen={openDrawer}
              className="-ml-2 flex size-11 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">Open category menu</span>
            </CategoryDrawerButton>
            <Logo />
          </div>
          <SearchBox className="order-4 basis-full md:order-2 md:max-w-2xl md:flex-1 md:basis-auto" />
          <LocationChip
            label={locationLabel}
            fillInBrowser={fillInBrowser}
            className="order-5 -mx-2 basis-full md:order-3 md:mx-0 md:max-w-64 md:shrink-0 md:basis-auto"
          />
          <div className="order-2 ml-auto flex items-center gap-1 md:order-4 md:ml-0">
            <StoreLink to="/customer/account" className={`relative ${actionClass}`}>
              <UserRound aria-hidden="true" className="size-6" />
              <span className="sr-only md:not-sr-only">Account</span>
              {unreadMessages > 0 && (
                // Phones keep one row: unread messages show on the account link there (its menu has Messages).
                <>
                  <span className="sr-only md:hidden">{`, ${unreadMessages} unread messages`}</span>
                  <span aria-hidden="true" className={`${BADGE} md:hidden`}>
                    {unreadMessages > 99 ? '99+' : unreadMessages}
                  </span>
                </>
              )}
            </StoreLink>
            {alerts.shopping_list_enabled && (
              // Phones keep one row (logo, account, alerts, cart): lists are reached from the account menu, product and cart pages there.
              <StoreLink to="/shopping-list" className={actionClass.replace(/^flex /, 'hidden md:flex ')}>
                <ListChecks aria-hidden="true" className="size-6" />
                <span className="sr-only md:not-sr-only">Lists</span>
              </StoreLink>
            )}
            {unreadMessages > 0 && (
              <MessagesLink unread={unreadMessages} className={actionClass.replace(/^flex /, 'hidden md:flex ')} />
            )}
            <AlertsLink unread={alerts.unread} className={actionClass} />
            <MiniCart
              badge={cart}
              fillInBrowser={fillInBrowser}
              countUnknown={cartCountUnknown}
              className={actionClass}
            />
          </div>
        </div>
      </div>
      <CategoryBar items={menu} onOpenAll={openDrawer} />
      <CategoryDrawer opened={drawerUsed} dialogRef={drawer} />
    </header>
  );
}

/** The alerts centre with the unread count (spec: notification page; read/unread). */
function AlertsLink({ unread, className }: { unread: number; className: string }) {
  return (
    <StoreLink to="/notification" className={`relative ${className}`}>
      <Bell aria-hidden="true" className="size-6" />
      <span className="sr-only">{unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}</span>
      {unread > 0 && (
        <span aria-hidden="true" data-testid="alerts-unread" className={BADGE}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </StoreLink>
  );
}

/**
 * Seller chat: shown (from 768 px) only while a conversation has a message the customer has not read (issue 33).
 */
function MessagesLink({ unread, className }: { unread: number; className: string }) {
  return (
    <StoreLink to={CHAT_INBOX_PATH} className={`relative ${className}`}>
      <Mail aria-hidden="true" className="size-6" />
      <span className="sr-only">{`Messages, ${unread} unread`}</span>
      <span aria-hidden="true" data-testid="messages-unread" className={BADGE}>
        {unread > 99 ? '99+' : unread}
      </span>
    </StoreLink>
  );
}
