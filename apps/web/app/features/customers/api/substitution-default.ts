/** The account's default choice for items out of stock (issue 36). */
import type { SubstitutionDefault } from '@sulit/contracts/substitutions';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getSubstitutionDefault(api: ApiClient): Promise<SubstitutionDefault> {
  return api.json('/api/customers/me/substitution-default');
}

export function setSubstitutionDefault(
  api: ApiClient,
  body: SubstitutionDefault,
): Promise<ApiResult<SubstitutionDefault>> {
  return api.send('/api/customers/me/substitution-default', { method: 'PUT', body });
}
