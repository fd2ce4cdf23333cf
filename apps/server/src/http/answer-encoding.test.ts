import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, checkedAnswer } from './answer-encoding';

/** A response schema that counts how often an answer is checked against it. */
function countingSchema() {
  const counter = { checks: 0 };
  const schema = z
    .object({ items: z.array(z.object({ sku: z.string(), price: z.number() })) })
    .superRefine(() => void counter.checks++);
  return { schema, counter };
}

const route = { method: 'GET', url: '/list', httpStatus: '200' };

describe('writing answers', () => {
  it('checks and writes a frozen answer once, and answers the same JSON every time', () => {
    const { schema, counter } = countingSchema();
    const serialize = answerSerializerCompiler({ schema, ...route });
    const answer = Object.freeze({ items: Object.freeze([Object.freeze({ sku: 'SC-1', price: 99.5, cost: 1 })]) });
    const first = serialize(answer);
    expect(JSON.parse(first)).toEqual({ items: [{ sku: 'SC-1', price: 99.5 }] });
    expect(serialize(answer)).toBe(first);
    expect(counter.checks).toBe(1);
  });

  it('checks and writes an answer that can change every time', () => {
    const { schema, counter } = countingSchema();
    const serialize = answerSerializerCompiler({ schema, ...route });
    const answer = { items: [{ sku: 'SC-1', price: 99.5 }] };
    serialize(answer);
    answer.items[0]!.price = 80;
    expect(JSON.parse(serialize(answer))).toEqual({ items: [{ sku: 'SC-1', price: 80 }] });
    expect(counter.checks).toBe(2);
  });

  it('refuses a frozen answer that breaks its contract every time it is asked for', () => {
    const { schema } = countingSchema();
    const serialize = answerSerializerCompiler({ schema, ...route });
    const broken = Object.freeze({ items: Object.freeze([Object.freeze({ sku: 7, price: 1 })]) });
    expect(() => serialize(broken)).toThrow();
    expect(() => serialize(broken)).toThrow();
    expect(() => checkedAnswer(schema, broken, route)).toThrow();
  });

  it('hands in-process callers one frozen checked form of a frozen answer', () => {
    const { schema, counter } = countingSchema();
    const answer = Object.freeze({ items: Object.freeze([Object.freeze({ sku: 'SC-2', price: 5, cost: 1 })]) });
    const first = checkedAnswer(schema, answer, route) as { items: { sku: string }[] };
    expect(first).toEqual({ items: [{ sku: 'SC-2', price: 5 }] });
    expect(checkedAnswer(schema, answer, route)).toBe(first);
    expect(counter.checks).toBe(1);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    // an answer that can change gets a checked form of its own each time
    const open = { items: [{ sku: 'SC-3', price: 6 }] };
    expect(checkedAnswer(schema, open, route)).not.toBe(checkedAnswer(schema, open, route));
  });
});
