import { createContext, type ComponentType, useContext } from 'react';

/** What a product tile or page needs to offer its action (add to cart). */
export interface ActionableProduct {
  id: number;
  sku: string;
  name: string;
  stock_qty: number;
  promo_tag: string | null;
}

export interface ProductActions {
  /** the compact button under a product tile */
  Tile: ComponentType<{ product: ActionableProduct }>;
  /** the product page's quantity and add button */
  Page: ComponentType<{ product: ActionableProduct; disabled: boolean }>;
  /** the product page's other actions (add to list, watch price, notify me), composed by the root */
  PageExtras?: ComponentType<{ product: ActionableProduct; outOfStock: boolean }>;
}

const Actions = createContext<ProductActions | null>(null);

/**
 * The catalogue shows products; the cart adds them. Features do not import each other, so the root (which
 * composes features) provides the cart's buttons here and the catalogue's tiles and page render them.
 */
export const ProductActionsProvider = Actions.Provider;

export function ProductTileAction({ product }: { product: ActionableProduct }) {
  const actions = useContext(Actions);
  return actions ? <actions.Tile product={product} /> : null;
}

export function ProductPageAction({ product, disabled }: { product: ActionableProduct; disabled: boolean }) {
  const actions = useContext(Actions);
  return actions ? <actions.Page product={product} disabled={disabled} /> : null;
}

export function ProductPageExtras({ product, outOfStock }: { product: ActionableProduct; outOfStock: boolean }) {
  const actions = useContext(Actions);
  return actions?.PageExtras ? <actions.PageExtras product={product} outOfStock={outOfStock} /> : null;
}
