import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deepFreeze } from '../cache/deep-freeze';

/**
 * An answer is checked against its route's response schema and written as JSON on the way out. A frozen answer
 * (a cached catalogue value, cache/ttl-cache.ts) cannot change, so its JSON and its checked form are kept beside it
 * for as long as it lives and reused: the same listing asked for a hundred times a second is checked and written
 * once per cache lifetime (issue 13). Anything else is checked and written per answer, as before.
 */
const frozenObject = (data: unknown): data is object =>
  typeof data === 'object' && data !== null && Object.isFrozen(data);

/** The zod serializer (fastify-type-provider-zod), reusing the JSON of frozen answers. */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const toJson = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const jsonByAnswer = new WeakMap<object, string>();
  return (data) => {
    if (!frozenObject(data)) return toJson(data);
    let json = jsonByAnswer.get(data);
    if (json === undefined) {
      json = toJson(data);
      jsonByAnswer.set(data, json);
    }
    return json;
  };
};

const checkedBySchema = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

/**
 * An answer checked and encoded by `schema`, as the serializer does before writing JSON (in-process answers,
 * http/in-process-answers.ts). The checked form of a frozen answer is shared by every caller, so it is frozen too.
 */
export function checkedAnswer(schema: z.ZodType, data: unknown, route: { method: string; url: string }): unknown {
  let known = checkedBySchema.get(schema);
  const hit = frozenObject(data) ? known?.get(data) : undefined;
  if (hit !== undefined) return hit;
  const checked = z.safeEncode(schema, data);
  if (checked.error) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
  if (!frozenObject(data)) return checked.data;
  if (!known) checkedBySchema.set(schema, (known = new WeakMap()));
  known.set(data, deepFreeze(checked.data));
  return checked.data;
}
