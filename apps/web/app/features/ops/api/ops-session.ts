/** The console's sign-in calls (issue 35): where the staff member stands, the authenticator, the console session. */
import type { EnrolResponse, OpsMe, SignInStatus } from '@sulit/contracts/ops';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

export function getSignInStatus(api: ApiClient): Promise<SignInStatus> {
  return api.json('/api/ops/sign-in');
}

export function enrolAuthenticator(api: ApiClient): Promise<ApiResult<EnrolResponse>> {
  return api.send('/api/ops/sign-in/enrol');
}

/** The code opens the console; the answer's Set-Cookie carries its cookie on to the browser. */
export function verifyCode(api: ApiClient, code: string): Promise<ApiResult<OpsMe>> {
  return api.send('/api/ops/sign-in/verify', { body: { code } });
}

export function getOpsMe(api: ApiClient): Promise<OpsMe> {
  return api.json('/api/ops/me');
}

export function closeConsole(api: ApiClient): Promise<ApiResult<{ ended: true }>> {
  return api.send('/api/ops/sign-out');
}
