import { describe, expect, it } from 'vitest';
import { OWN_SELLER_ID } from '../shared/store-constants';
import { groupBySeller } from './cart-grouping';

const item = (sku: string, seller_id: string, shop_name: string) => ({ sku, seller_id, shop_name });

describe("grouping per seller (spec §3 items grouped per seller {seller_id, shop_name, products}; own store 'sulit' first)", () => {
  it('puts the own store first, then the other shops by name, items in cart order', () => {
    const groups = groupBySeller([
      item('K1', 'kusina-traders', 'Kusina Traders'),
      item('S1', OWN_SELLER_ID, 'Sulit Club'),
      item('A1', 'aling-nenas', 'Aling Nena’s'),
      item('K2', 'kusina-traders', 'Kusina Traders'),
      item('S2', 'sulit', 'Sulit Club'),
    ]);
    expect(groups.map((g) => [g.seller_id, g.shop_name, g.products.map((p) => p.sku)])).toEqual([
      ['sulit', 'Sulit Club', ['S1', 'S2']],
      ['aling-nenas', 'Aling Nena’s', ['A1']],
      ['kusina-traders', 'Kusina Traders', ['K1', 'K2']],
    ]);
  });
  it('the seller order does not depend on the order lines were added', () => {
    const a = groupBySeller([item('1', 'b', 'Beta'), item('2', 'a', 'alpha'), item('3', 'sulit', 'Sulit Club')]);
    const b = groupBySeller([item('3', 'sulit', 'Sulit Club'), item('2', 'a', 'alpha'), item('1', 'b', 'Beta')]);
    expect(a.map((g) => g.seller_id)).toEqual(['sulit', 'a', 'b']);
    expect(b.map((g) => g.seller_id)).toEqual(['sulit', 'a', 'b']);
  });
  it('shops with the same name are ordered by seller id', () => {
    const groups = groupBySeller([item('1', 'z-shop', 'Same'), item('2', 'a-shop', 'Same')]);
    expect(groups.map((g) => g.seller_id)).toEqual(['a-shop', 'z-shop']);
  });
});
