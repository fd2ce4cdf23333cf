/** The administrator's calls: staff and their roles, grant and revoke. */
import type { GrantBody, StaffGrantView, StaffList } from '@sulit/contracts/ops';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function listStaff(api: ApiClient): Promise<StaffList> {
  return api.json('/api/ops/staff');
}

export function grantRole(api: ApiClient, body: GrantBody): Promise<ApiResult<StaffGrantView>> {
  return api.send('/api/ops/staff/grants', { body });
}

export function revokeRole(api: ApiClient, id: number): Promise<ApiResult<StaffGrantView>> {
  return api.send(`/api/ops/staff/grants/${id}`, { method: 'DELETE' });
}
