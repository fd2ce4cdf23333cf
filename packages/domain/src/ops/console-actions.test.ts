import { describe, expect, it } from 'vitest';
import { consoleActions, isOfferedMove } from './console-actions';

describe('the console offers one step along the transition table, per role (issue 35)', () => {
  const order = { status: 'processing', fulfilment: 'delivery' as const };

  it('a store manager walks a delivery from Order Created to Delivered, one step at a time', () => {
    const roles = ['store_manager'] as const;
    expect(consoleActions({ ...order, step: 'created', roles: [...roles] })).toEqual([
      { route: 'orders.accept', to: 'verifying', label: 'Start verifying' },
    ]);
    expect(consoleActions({ ...order, step: 'verifying', roles: [...roles] }).map((a) => a.label)).toEqual([
      'Accept order',
    ]);
    expect(consoleActions({ ...order, step: 'accepted', roles: [...roles] }).map((a) => a.label)).toEqual([
      'Start picking',
    ]);
    expect(consoleActions({ ...order, step: 'fulfilling', roles: [...roles] }).map((a) => a.label)).toEqual([
      'Packed, ready to ship',
    ]);
    expect(consoleActions({ ...order, step: 'ready_to_ship', roles: [...roles] }).map((a) => a.label)).toEqual([
      'Hand over to delivery',
    ]);
    expect(
      consoleActions({
        status: 'out_for_delivery',
        fulfilment: 'delivery',
        step: 'out_for_delivery',
        roles: [...roles],
      }),
    ).toEqual([{ route: 'orders.dispatch', to: 'delivered', label: 'Delivered' }]);
    expect(
      consoleActions({ status: 'complete', fulfilment: 'delivery', step: 'delivered', roles: [...roles] }),
    ).toEqual([]);
  });

  it('a picker picks but neither accepts nor dispatches; a dispatcher only dispatches', () => {
    expect(consoleActions({ ...order, step: 'created', roles: ['picker'] })).toEqual([]);
    expect(consoleActions({ ...order, step: 'accepted', roles: ['picker'] })).toEqual([
      { route: 'orders.pick', to: 'fulfilling', label: 'Start picking' },
    ]);
    expect(consoleActions({ ...order, step: 'accepted', roles: ['dispatcher'] })).toEqual([]);
    expect(consoleActions({ ...order, step: 'ready_to_ship', roles: ['dispatcher'] })).toEqual([
      { route: 'orders.dispatch', to: 'out_for_delivery', label: 'Hand over to delivery' },
    ]);
  });

  it('a pickup is collected once packed, and a pending order waits for its payment', () => {
    expect(
      consoleActions({ status: 'processing', fulfilment: 'pickup', step: 'ready_to_ship', roles: ['admin'] }),
    ).toEqual([{ route: 'orders.dispatch', to: 'delivered', label: 'Collected by the shopper' }]);
    expect(consoleActions({ status: 'pending', fulfilment: 'delivery', step: 'created', roles: ['admin'] })).toEqual(
      [],
    );
  });

  it('refuses a skip (a picker cannot jump from accepted to packed) and a move through the wrong route', () => {
    const facts = { ...order, step: 'accepted' as const, roles: ['picker' as const] };
    expect(isOfferedMove(facts, 'orders.pick', 'fulfilling')).toBe(true);
    expect(isOfferedMove(facts, 'orders.pick', 'ready_to_ship')).toBe(false);
    expect(isOfferedMove({ ...facts, roles: ['admin'] }, 'orders.dispatch', 'fulfilling')).toBe(false);
  });
});
