/**
 * Web push in the browser (spec §4: after login, register a push token when supported; logout clears it). The
 * service worker (`/sw.js`) shows the alerts the server pushes. The device id is this browser's, kept in
 * localStorage; the token is the PushSubscription as JSON.
 */
import { browserApi } from '../../../lib/http/browser-client';
import { getVapidKey, savePushToken } from '../api/push-tokens';
import { pushDeviceId } from './push-device';

type PushRegistration = 'registered' | 'unsupported' | 'denied' | 'failed';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Registers the service worker, asks for notification permission (once: the browser remembers the answer),
 * subscribes with the store's VAPID key and stores the subscription as this device's token.
 */
export async function registerWebPush(): Promise<PushRegistration> {
  if (!pushSupported()) return 'unsupported';
  const deviceId = pushDeviceId(true);
  if (!deviceId) return 'unsupported';
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return 'denied';
    await navigator.serviceWorker.ready;
    const { public_key } = await getVapidKey(browserApi);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
    const saved = await savePushToken(browserApi, deviceId, JSON.stringify(subscription));
    return saved.ok ? 'registered' : 'failed';
  } catch (error) {
    console.warn('web push not registered', error);
    return 'failed';
  }
}

/** At logout: this browser stops receiving pushes (the server drops the token with the logout form's field). */
export async function unsubscribeWebPush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // the server has dropped the token either way
  }
}
