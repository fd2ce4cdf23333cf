/** PUT /api/customer-support/consent: the setting "allow support to shop for me" (refused while staff act). */
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function setSupportConsent(api: ApiClient, allow: boolean): Promise<ApiResult<{ allow_support: boolean }>> {
  return api.send('/api/customer-support/consent', { method: 'PUT', body: { allow_support: allow } });
}
