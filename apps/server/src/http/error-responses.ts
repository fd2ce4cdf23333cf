import { ErrorResponse } from '@sulit/contracts/common';

/** A route's error answers for its OpenAPI schema: every listed status answers the one ErrorResponse shape. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<S, typeof ErrorResponse>;
}
