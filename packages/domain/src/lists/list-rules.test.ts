import { describe, expect, it } from 'vitest';
import {
  arrangeListItems,
  LIST_DEFAULT_DIR,
  LIST_DEFAULT_PAGE,
  LIST_DETAIL_PAGE_SIZE,
  LIST_MESSAGES,
  pageOf,
  PRODUCT_ALERT_MESSAGES,
  priceChange,
  sharedWithMessage,
  sharerName,
  subscribersServed,
} from './list-rules';

const items = [
  { item_id: 1, name: 'Rice', price: 500, in_stock: true },
  { item_id: 2, name: 'Apples', price: 900, in_stock: false },
  { item_id: 3, name: 'Milk', price: 100, in_stock: true },
];

describe('list rules', () => {
  it('quotes the spec §8 list messages word for word', () => {
    expect(LIST_MESSAGES).toEqual({
      updated: 'List has been updated',
      created: 'A new list has been created',
      removed: 'This list has been removed',
      itemRemoved: 'This item has been removed from the list',
      shareFailed: 'We could not share this list. Check that the e-mail address belongs to another Sulit Club account.',
      itemAdded: 'Item added to your list',
      copied: 'Added list to the new list',
    });
    expect(sharedWithMessage('ana@example.ph')).toBe('ana@example.ph is added to shared list');
  });

  it('quotes the spec §8 product subscription messages word for word', () => {
    expect(PRODUCT_ALERT_MESSAGES).toEqual({
      priceWatchSaved: 'Item saved to price watch',
      priceWatchRemoved: 'Item removed from price watch',
      stockSubscribed: "We'll send you an email as soon as the product is available again",
      alreadySubscribed: 'You are already subscribed to this product.',
      subscribeFailed: 'Subscribe product failed, try again or contact support',
    });
  });

  it('spec §9: detail page_size 0 is every item, default sort ASC, page 1', () => {
    expect([LIST_DETAIL_PAGE_SIZE, LIST_DEFAULT_DIR, LIST_DEFAULT_PAGE]).toEqual([0, 'ASC', 1]);
    expect(pageOf(items, 0, 1)).toHaveLength(3);
    expect(pageOf(items, 2, 2).map((i) => i.item_id)).toEqual([3]);
  });

  it('sorts and filters by the §3 fields', () => {
    const ids = (f: Parameters<typeof arrangeListItems>[1]) => arrangeListItems(items, f).map((i) => i.item_id);
    expect(ids({ display: 'all', order: 'position', dir: 'ASC' })).toEqual([1, 2, 3]);
    expect(ids({ display: 'all', order: 'name', dir: 'ASC' })).toEqual([2, 3, 1]);
    expect(ids({ display: 'all', order: 'price', dir: 'DESC' })).toEqual([2, 1, 3]);
    expect(ids({ display: 'in_stock', order: 'position', dir: 'ASC' })).toEqual([1, 3]);
  });

  it('one drop is one alert: the verdict compares with the last price seen', () => {
    expect(priceChange(1000, 900)).toBe('drop');
    expect(priceChange(900, 900)).toBe('same');
    expect(priceChange(900, 1000)).toBe('rise');
  });

  it('a stock return serves the first subscribers, only as many as the stock', () => {
    expect(subscribersServed(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(subscribersServed(['a'], 5)).toEqual(['a']);
    expect(subscribersServed(['a'], 0)).toEqual([]);
  });
});

describe('who shared a list', () => {
  it('is the owner first name only, tidied, with a plain fallback when there is none', () => {
    expect(sharerName('  Ana   Maria ')).toBe('Ana Maria');
    expect(sharerName('')).toBe('A Sulit Club shopper');
    expect(sharerName(null)).toBe('A Sulit Club shopper');
  });
});
