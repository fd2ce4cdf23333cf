/**
 * Spec §4 Login and Logout: the notification token. GET /nms/vapid-key (the key browsers subscribe with), PUT
 * and DELETE /nms/tokens {deviceID, platform, token} (spec §7).
 */
import { VapidKeyResponse } from '@sulit/contracts/engagement';
import type { ApiClient, ApiResult } from '../../../lib/http/client';

/** The form field the logout form sends, so the server removes this device's token before the session ends. */
export const PUSH_DEVICE_FIELD = 'push_device_id';

export function getVapidKey(api: ApiClient): Promise<VapidKeyResponse> {
  return api.json('/nms/vapid-key', { parse: VapidKeyResponse });
}

export function savePushToken(api: ApiClient, deviceID: string, token: string): Promise<ApiResult> {
  return api.send('/nms/tokens', { method: 'PUT', body: { deviceID, platform: 'web', token } });
}

export function removePushToken(api: ApiClient, deviceID: string): Promise<ApiResult> {
  return api.send('/nms/tokens', { method: 'DELETE', body: { deviceID } });
}
