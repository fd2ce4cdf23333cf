import type { ComponentType } from 'react';
import type { ActionableProduct } from '../components/product-actions';
import { ProductAlertButtons } from '../features/alerts/product-alert-buttons';
import { CART_PRODUCT_ACTIONS } from '../features/cart/add-to-cart';
import { AddToListButton } from '../features/lists/add-to-list-button';
import { WishlistButton } from '../features/wishlist/wishlist-button';

type PageExtras = ComponentType<{ product: ActionableProduct; outOfStock: boolean }>;

function withLists({ product, outOfStock }: { product: ActionableProduct; outOfStock: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <WishlistButton productId={product.id} name={product.name} look="page" />
      <AddToListButton items={[{ product_id: product.id, qty: 1 }]} />
      <AlertButtons product={product} outOfStock={outOfStock} />
    </div>
  );
}

function AlertButtons({ product, outOfStock }: { product: ActionableProduct; outOfStock: boolean }) {
  return <ProductAlertButtons productId={product.id} outOfStock={outOfStock} />;
}

function withoutLists({ product, outOfStock }: { product: ActionableProduct; outOfStock: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <WishlistButton productId={product.id} name={product.name} look="page" />
      <AlertButtons product={product} outOfStock={outOfStock} />
    </div>
  );
}

/** The product page's list and alert actions; with the shopping-list flag off the list entry is gone. */
export function productPageExtras(listsEnabled: boolean): PageExtras {
  return listsEnabled ? withLists : withoutLists;
}

/** A tile's actions: the cart's add button and the wishlist's heart (issue 31), side by side. */
export function TileWithWishlist({ product }: { product: ActionableProduct }) {
  return (
    <div className="flex gap-2">
      <CART_PRODUCT_ACTIONS.Tile product={product} />
      <WishlistButton productId={product.id} name={product.name} look="tile" />
    </div>
  );
}
