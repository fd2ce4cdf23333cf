import type { CartProduct, CartResponse, CartTotalsResponse } from '@sulit/contracts/cart';
import { FREE_DELIVERY_THRESHOLD_PERCENT } from '@sulit/domain/cart/cart-constants';
import { isBuyTwoForOne } from '@sulit/domain/cart/cart-lines';
import { formatDate } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { OWN_SELLER_ID } from '@sulit/domain/shared/store-constants';
import { PackageX, ShoppingBag, Store, Tag, Trash2, Truck } from '../../components/icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CartRef } from './api/cart-ref';
import type { ForgottenItem } from './api/get-forgotten-items';
import { cartLines, shownQty, useCart } from './cart-snapshot';
import { addToCart, removeLine, seedCart, setLineQty } from './cart-store';
import { InstructionField } from './instruction-field';
import { RemovedDialog } from './cart-dialogs';
import { QuantityStepper } from './quantity-stepper';
import { VoucherBox } from './voucher-box';
import { CartSummary } from './cart-summary';
import { PRIMARY_BUTTON_DISABLED, primaryButton } from '../../components/button';
import { Thumbnail } from '../../components/thumbnail';
import { Section } from '../../components/section';
import { cleanedInput } from '../../lib/cleaned-input';

type StoreRow = CartTotalsResponse['stores'][number];

interface CartPageViewProps {
  seed: { ref: CartRef; cart: CartResponse | null; totals: CartTotalsResponse | null };
  forgotten: ForgottenItem[];
  /** what the empty cart offers instead (best sellers), rendered by the route */
  emptyExtras: ReactNode;
  /** what the route offers under the cart's lines (save the cart to a shopping list) */
  lineExtras?: (lines: CartProduct[]) => ReactNode;
}

export function CartPageView({ seed, forgotten, emptyExtras, lineExtras }: CartPageViewProps) {
  const state = useCart();
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    seedCart({ ref: seed.ref, count: seed.cart?.items_qty ?? 0, cart: seed.cart, totals: seed.totals });
    setSeeded(true);
  }, [seed]);

  const cart = seeded ? state.cart : seed.cart;
  const totals = seeded ? state.totals : seed.totals;
  const wanted = seeded ? state.wanted : {};
  const lines = cartLines(cart);
  const inCart = new Set(lines.map((l) => l.sku));
  const suggestions = forgotten.filter((item) => !inCart.has(item.sku)).slice(0, 12);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        Shopping cart
        {cart && cart.items_qty > 0 && (
          <span className="ml-2 text-base font-semibold text-stone-600">
            ({cart.items_qty} {cart.items_qty === 1 ? 'item' : 'items'})
          </span>
        )}
      </h1>

      {!cart || lines.length === 0 ? (
        <EmptyCart extras={emptyExtras} />
      ) : (
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          {/* minmax(0, …): a long word in a line (an instruction) must not widen the column past the screen */}
          <div className="min-w-0 space-y-4">
            {totals && <FreeDeliveryProgress totals={totals} />}
            {cart.items.map((group) => (
              <SellerGroupCard
                key={group.seller_id}
                shopName={group.shop_name}
                sellerId={group.seller_id}
                lines={group.products}
                wanted={wanted}
                row={totals?.stores.find((s) => s.seller_id === group.seller_id) ?? null}
              />
            ))}
            {lineExtras?.(lines)}
          </div>
          <aside aria-label="Order summary" className="space-y-4 lg:sticky lg:top-4">
            <VoucherBox totals={totals} />
            <CartSummary totals={totals} saving={state.saving} />
          </aside>
        </div>
      )}

      {suggestions.length > 0 && (
        <Section
          title="Did you forget it?"
          titleId="forgot-title"
          className="mt-10"
          titleClassName="mb-4 text-xl font-extrabold tracking-tight"
        >
          <ul
            aria-labelledby="forgot-title"
            className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0"
          >
            {suggestions.map((item) => (
              <li key={item.id} className="w-40 shrink-0 snap-start md:w-48">
                <SuggestionTile item={item} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <RemovedDialog
        onUndo={(line) => addToCart({ sku: line.sku, name: line.name, id: line.product_id }, line.qty, true)}
      />
    </div>
  );
}

function EmptyCart({ extras }: { extras: ReactNode }) {
  return (
    <div className="mt-6 space-y-10">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-brand-700" />
        <h2 className="text-xl font-extrabold">Your cart is empty</h2>
        <p className="max-w-md text-stone-700">
          Stock up on groceries and household essentials at warehouse-club prices. Items you add will wait here.
        </p>
        <Link to="/" className={primaryButton('mt-2 flex min-h-11 items-center rounded-xl px-6')}>
          Continue shopping
        </Link>
      </div>
      {extras}
    </div>
  );
}

function FreeDeliveryProgress({ totals }: { totals: CartTotalsResponse }) {
  const percent = Math.min(100, totals.freeShippingProgressData.percent);
  const reached = percent >= FREE_DELIVERY_THRESHOLD_PERCENT;
  const delivered = totals.stores.filter((s) => s.deliveryDetails);
  const waiting = delivered.filter((s) => s.free_delivery_remaining > 0);
  const free = delivered.filter((s) => s.free_delivery_remaining === 0);
  const [next] = waiting;
  let message: string;
  if (!next) message = 'Your order qualifies for free delivery.';
  else if (reached && free.length > 0) {
    message = `Free delivery from ${free.map((s) => s.shop_name).join(', ')}. Add ${formatPeso(next.free_delivery_remaining)} more from ${next.shop_name} for free delivery from them too.`;
  } else message = `Add ${formatPeso(next.free_delivery_remaining)} more from ${next.shop_name} for free delivery.`;
  return (
    <section aria-label="Free delivery progress" className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="flex items-start gap-2 font-semibold">
        <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Progress to free delivery"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${reached ? 'bg-brand-600' : 'bg-sun-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}

function SellerGroupCard({
  shopName,
  sellerId,
  lines,
  wanted,
  row,
}: {
  shopName: string;
  sellerId: string;
  lines: CartProduct[];
  wanted: Readonly<Record<string, number>>;
  row: StoreRow | null;
}) {
  const titleId = `seller-${sellerId}`;
  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 bg-stone-50 px-4 py-3">
        <h2 id={titleId} className="flex items-center gap-2 font-extrabold">
          <Store aria-hidden="true" className="size-5 text-brand-700" />
          {shopName}
          {sellerId === OWN_SELLER_ID && (
            <span className="rounded-md bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-800">
              Official store
            </span>
          )}
        </h2>
      </header>
      <ul className="divide-y divide-stone-100">
        {lines.map((line) => (
          <CartLineRow key={line.line_id} line={line} qty={shownQty(line, wanted)} />
        ))}
      </ul>
      {row && <DeliveryRow row={row} />}
    </section>
  );
}

function DeliveryRow({ row }: { row: StoreRow }) {
  if (!row.deliveryDetails) return null;
  const { earliestDate, latestDate } = row.deliveryDetails;
  const when =
    earliestDate === latestDate
      ? `Arrives ${formatDate(earliestDate)}`
      : `Arrives ${formatDate(earliestDate)} – ${formatDate(latestDate)}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 text-stone-700">
        <Truck aria-hidden="true" className="size-4" />
        {when}
      </p>
      <p>
        <span className="text-stone-700">Delivery fee </span>
        <span className="font-bold">{row.fee === 0 ? 'Free' : formatPeso(row.fee)}</span>
        {row.other_delivery_fee > 0 && (
          <span className="text-stone-700"> + {formatPeso(row.other_delivery_fee)} bulky items</span>
        )}
      </p>
      {row.free_delivery_remaining > 0 && (
        <p className="basis-full text-xs text-stone-600">
          Add {formatPeso(row.free_delivery_remaining)} more from this shop for free delivery.
        </p>
      )}
    </div>
  );
}

function CartLineRow({ line, qty }: { line: CartProduct; qty: number }) {
  const max = Math.max(qty, Math.min(999, line.stock_qty ?? 999));
  // The row shows its price after promotions; a voucher's share is in the summary's discount row.
  const saved = line.row_total_regular - line.row_total;
  return (
    <li className="flex gap-3 px-4 py-4">
      <Thumbnail src={line.image_url} size="md" placeholder />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold">
              {line.url ? (
                <Link to={line.url} className="hover:underline">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </h3>
            <p className="text-sm text-stone-600">{formatPeso(line.final_price)} each</p>
            {line.promo_tag && (
              <p className="mt-1 inline-flex items-center gap-1 rounded-md bg-sun-400 px-1.5 py-0.5 text-xs font-bold text-brand-950 uppercase">
                <Tag aria-hidden="true" className="size-3" />
                {line.promo_tag}
              </p>
            )}
          </div>
          <p className="text-right">
            <span className="block font-extrabold">{formatPeso(line.row_total)}</span>
            {saved > 0 && (
              <s className="block text-xs text-stone-600">
                <span className="sr-only">Was </span>
                {formatPeso(line.row_total_regular)}
              </s>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {line.is_membership ? (
            // one card per order (decision 010): a stepper whose "+" could never add would only mislead
            <p className="text-sm font-semibold text-stone-700">Qty {qty}</p>
          ) : (
            <LineQuantity line={line} qty={qty} max={max} />
          )}
          <button
            type="button"
            onClick={() => removeLine(line)}
            className="flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-sale-600"
            aria-label={`Remove ${line.name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </button>
        </div>
        <InstructionField line={line} />
      </div>
    </li>
  );
}

/** Taps go straight to the store (which debounces and queues); typed numbers go when the field is left. */
function LineQuantity({ line, qty, max }: { line: CartProduct; qty: number; max: number }) {
  const [text, setText] = useState(String(qty));
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(String(qty));
  }, [qty]);

  const commit = () => {
    editing.current = false;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) return setText(String(qty));
    const next = Math.min(max, value);
    setText(String(next));
    if (next === qty) return;
    if (next === 0) removeLine(line);
    else setLineQty(line, next);
  };

  return (
    <QuantityStepper
      of={line.name}
      onDecrease={() => (qty <= 1 ? removeLine(line) : setLineQty(line, qty - 1))}
      onIncrease={() => setLineQty(line, qty + 1)}
      increaseDisabled={qty >= max}
    >
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity of ${line.name}`}
        value={text}
        onFocus={() => (editing.current = true)}
        onChange={cleanedInput((typed) => typed.replace(/[^0-9]/g, '').slice(0, 3), setText)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className="h-11 w-12 border-x border-stone-300 text-center font-bold"
      />
    </QuantityStepper>
  );
}

function SuggestionTile({ item }: { item: ForgottenItem }) {
  const outOfStock = item.stock_qty <= 0;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <Link to={item.url} className="flex flex-1 flex-col">
        <img
          src={item.image_url}
          alt={item.name}
          width={160}
          height={160}
          loading="lazy"
          className="aspect-square w-full object-contain p-2"
        />
        <p className="line-clamp-2 min-h-10 px-3 text-sm font-medium">{item.name}</p>
        <p className="px-3 pt-1 font-extrabold">{formatPeso(item.final_price)}</p>
      </Link>
      {/* the quick view opened on its details (spec §2 product detail, defaultScreen 2): what is this? */}
      <button
        type="button"
        data-quick-view={item.id}
        data-quick-view-screen="2"
        aria-label={`Details of ${item.name}`}
        className="mx-3 mt-1 min-h-11 text-left text-sm font-semibold text-brand-700 underline"
      >
        Details
      </button>
      <div className="p-3 pt-1">
        <button
          type="button"
          disabled={outOfStock}
          onClick={() => addToCart(item, isBuyTwoForOne(item.promo_tag) ? 2 : 1, true)}
          aria-label={`Add ${item.name} to cart`}
          className={primaryButton(
            `flex min-h-11 w-full items-center justify-center gap-1 rounded-lg text-sm ${PRIMARY_BUTTON_DISABLED}`,
          )}
        >
          {outOfStock ? (
            <>
              <PackageX aria-hidden="true" className="size-4" /> Out of stock
            </>
          ) : (
            'Add'
          )}
        </button>
      </div>
    </div>
  );
}
