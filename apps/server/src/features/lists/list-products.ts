import type { ListDetail, ListProduct } from '@sulit/contracts/lists';
import { cardsOfLines } from '@sulit/db';
import { arrangeListItems, pageOf, priceAt, productImageUrl, productPath, stockAt } from '@sulit/domain';
import type { ListFilter, ListsDeps } from './lists-context';

/** The list's products at the shopper's store now, priced and stocked by the domain's rules. */
export async function productsOf(deps: ListsDeps, listId: number, source: string | null): Promise<ListProduct[]> {
  const items = await deps.lists.items(listId);
  const at = deps.clock();
  const cards = await cardsOfLines(deps.products, items, source, at);
  return items.flatMap((item) => {
    const card = cards.get(item.product_id);
    if (!card) return [];
    const stock = stockAt(card, source, at);
    return [
      {
        item_id: item.item_id,
        product_id: card.id,
        sku: card.sku,
        name: card.name,
        url: productPath(card.root_category_slug, card.url_key, card.sku, card.id),
        image_url: productImageUrl(card.id),
        qty: item.qty,
        note: item.note,
        price: priceAt(card, at),
        regular_price: card.price,
        stock,
        in_stock: stock > 0,
      },
    ];
  });
}

/** A list's page: its products arranged and paged by the filter. */
export function listPage(
  list: { id: number; name: string; is_default: boolean },
  view: { readOnly: boolean; sharedBy: string | null; linkShared: boolean },
  products: ListProduct[],
  filter: ListFilter,
): ListDetail {
  const arranged = arrangeListItems(products, {
    display: filter.ld_display,
    order: filter.product_list_order,
    dir: filter.product_list_dir,
  });
  return {
    list_id: list.id,
    list_name: list.name,
    name: list.name,
    is_default: list.is_default,
    read_only: view.readOnly,
    shared_by: view.sharedBy,
    link_shared: view.linkShared,
    products: pageOf(arranged, filter.page_size, filter.curPage),
    total_count: arranged.length,
  };
}
