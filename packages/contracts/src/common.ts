import { z } from 'zod';

/** Every error answer has this shape (one error vocabulary, DESIGN §3.4). */
export const ErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** A positive integer id in a path segment, e.g. /products/{id}. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);
