import { describe, expect, it } from 'vitest';
import { INITIAL_FREE_DELIVERY_TOAST_STATE, nextFreeDeliveryToast } from './cart-free-delivery-toast';

function run(percents: number[]): boolean[] {
  let state = INITIAL_FREE_DELIVERY_TOAST_STATE;
  return percents.map((percent) => {
    const step = nextFreeDeliveryToast(state, percent);
    state = step.state;
    return step.showToast;
  });
}

describe('free-delivery toast (spec §4: shows once when the percent crosses from under 100 to 100 or more, and resets when it falls under 100)', () => {
  it('shows once on the crossing, not again while at 100 or more', () => {
    expect(run([40, 99, 100, 100, 120])).toEqual([false, false, true, false, false]);
  });
  it('resets when it falls under 100, so a new crossing shows it again', () => {
    expect(run([50, 100, 80, 100])).toEqual([false, true, false, true]);
  });
  it('the first percent seen is not a crossing', () => {
    expect(run([100, 100])).toEqual([false, false]);
    expect(run([100, 99, 100])).toEqual([false, false, true]);
  });
});
