/** PUT /nms/tokens: this device's push token, for a later push sender. */
import type { ApiClient } from '../../../lib/http/client';

export function registerPushToken(api: ApiClient, body: { deviceID: string; platform: 'web'; token: string }) {
  return api.send<{ message: string }>('/nms/tokens', { method: 'PUT', body });
}
