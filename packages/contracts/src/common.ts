import { z } from 'zod';

// A NUL byte (PostgreSQL text cannot hold one) or half of a surrogate pair (not Unicode text at all).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text every engine stores and every client reads back the same: no NUL, no lone surrogate. */
function isCleanText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

const UNCLEAN_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

/**
 * The one string type of every contract (DESIGN §3.3: validate at every boundary): `z.string()` plus the
 * shared refinement that refuses NUL and lone surrogates, so such input is a 400 at the edge and never a
 * database error. Use it wherever a schema would say `z.string()`.
 */
export const text = () => z.string().refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE });

/** Every error answer has this shape (one error vocabulary, DESIGN §3.4). */
export const ErrorResponse = z.object({
  code: text(),
  message: text(),
  details: z.unknown().optional(),
  request_id: text().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: text(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
export const LivenessResponse = z.object({ status: z.literal('ok') });
export const ReadinessResponse = z.object({ status: z.literal('ready') });

/** A positive integer id in a path segment, e.g. /products/{id}. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);
