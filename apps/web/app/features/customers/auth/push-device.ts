// Kept apart from web-push.ts: the logout form reads the device id on every page, while the registration code
// loads only when a signed-in browser registers.
const DEVICE_KEY = 'sulit-push-device';

/** This browser's device id for nms/tokens, made once; null when storage is blocked. */
export function pushDeviceId(create: boolean): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id && create) {
      id = `web-${crypto.randomUUID()}`;
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}
