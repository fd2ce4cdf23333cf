import type { ComponentType } from 'react';
import type { ActionableProduct } from '../components/product-actions';
import { ProductAlertButtons } from '../features/alerts/product-alert-buttons';
import { AddToListButton } from '../features/lists/add-to-list-button';

type PageExtras = ComponentType<{ product: ActionableProduct; outOfStock: boolean }>;

function withLists({ product, outOfStock }: { product: ActionableProduct; outOfStock: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
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
      <AlertButtons product={product} outOfStock={outOfStock} />
    </div>
  );
}

/** The product page's list and alert actions; with the shopping-list flag off the list entry is gone. */
export function productPageExtras(listsEnabled: boolean): PageExtras {
  return listsEnabled ? withLists : withoutLists;
}
