import { useEffect, useState } from 'react';
import { PUSH_DEVICE_FIELD } from '../api/push-tokens';
import { pushDeviceId } from './push-device';

/**
 * Inside the logout form: this browser's push device id, so the logout action removes its token while the
 * session still exists (spec §4: logout clears the notification token). Empty until mounted and without push.
 */
export function LogoutPushField() {
  const [deviceId, setDeviceId] = useState('');
  useEffect(() => setDeviceId(pushDeviceId(false) ?? ''), []);
  return <input type="hidden" name={PUSH_DEVICE_FIELD} value={deviceId} />;
}

/** The logout form's submit: the browser's own subscription ends too (the form goes on regardless). */
export function unsubscribeOnLogout(): void {
  void import('./web-push').then((m) => m.unsubscribeWebPush());
}
