import { CART_MAX_LINE_QTY } from '@sulit/domain/cart/cart-constants';
import { isBuyTwoForOne } from '@sulit/domain/cart/cart-lines';
import { ShoppingCart } from '../../components/icons';
import { useState } from 'react';
import type { ActionableProduct, ProductActions } from '../../components/product-actions';
import { addToCart } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import { PRIMARY_BUTTON_DISABLED, primaryButton } from '../../components/button';
import { cleanedInput } from '../../lib/cleaned-input';

type AddableProduct = ActionableProduct;

/** Spec §4: a buy-2-for-1 promo tag makes the quantity 2 (the server adjusts for odd stock). */
function unitsPerAdd(product: AddableProduct): number {
  return isBuyTwoForOne(product.promo_tag) ? 2 : 1;
}

/** The compact button under a product tile. */
function AddToCartButton({ product }: { product: AddableProduct }) {
  const outOfStock = product.stock_qty <= 0;
  return (
    <button
      type="button"
      disabled={outOfStock}
      onClick={() => addToCart(product, unitsPerAdd(product))}
      aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
      // a primary button at tile size, short classes (app.css): listings repeat it dozens of times
      className={primaryButton('tile-add')}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {outOfStock ? 'Out of stock' : 'Add'}
    </button>
  );
}

/** The product page: a quantity stepper and the add button. */
function ProductAddToCart({ product, disabled }: { product: AddableProduct; disabled: boolean }) {
  const step = unitsPerAdd(product);
  const max = Math.max(step, Math.min(CART_MAX_LINE_QTY, product.stock_qty));
  const [qty, setQty] = useState(step);
  const unavailable = disabled || product.stock_qty <= 0;
  const clamp = (value: number) => Math.min(max, Math.max(step, Math.round(value) || step));

  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper
        onDecrease={() => setQty((q) => clamp(q - step))}
        onIncrease={() => setQty((q) => clamp(q + step))}
        decreaseDisabled={unavailable || qty <= step}
        increaseDisabled={unavailable || qty >= max}
        className="bg-white"
      >
        <input
          type="number"
          inputMode="numeric"
          aria-label="Quantity"
          min={step}
          max={max}
          step={step}
          value={qty}
          disabled={unavailable}
          onChange={cleanedInput((typed) => clamp(Number(typed)), setQty)}
          className="h-11 w-14 border-x border-stone-300 text-center font-bold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
      </QuantityStepper>
      <button
        type="button"
        disabled={unavailable}
        onClick={() => addToCart(product, qty)}
        className={primaryButton(
          `flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl px-6 text-base disabled:cursor-not-allowed md:flex-none ${PRIMARY_BUTTON_DISABLED}`,
        )}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {unavailable ? 'Out of stock' : 'Add to cart'}
      </button>
    </div>
  );
}

/** The cart's actions for the catalogue's tiles and product page (provided by the root). */
export const CART_PRODUCT_ACTIONS: ProductActions = { Tile: AddToCartButton, Page: ProductAddToCart };
