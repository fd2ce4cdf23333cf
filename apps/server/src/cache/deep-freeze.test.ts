import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes objects and arrays all the way down, so a stray write throws', () => {
    const answer = deepFreeze({ items: [{ id: 1, tags: ['sale'] }], total: 1 });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.items)).toBe(true);
    expect(Object.isFrozen(answer.items[0])).toBe(true);
    expect(Object.isFrozen(answer.items[0]!.tags)).toBe(true);
    expect(() => {
      (answer.items[0] as { id: number }).id = 2;
    }).toThrow(TypeError);
    expect(() => (answer.items as unknown as number[]).push(3)).toThrow(TypeError);
  });

  it('leaves Maps, Dates and primitives as they are', () => {
    const byId = new Map([[1, { name: 'Pantry' }]]);
    const when = new Date(0);
    const value = deepFreeze({ byId, when, name: 'x' });
    expect(Object.isFrozen(value)).toBe(true);
    byId.set(2, { name: 'Frozen' });
    expect(byId.size).toBe(2);
    expect(Object.isFrozen(when)).toBe(false);
    expect(deepFreeze(5)).toBe(5);
    expect(deepFreeze(null)).toBe(null);
  });
});
