import { CSRF_COOKIE } from '@sulit/contracts/wire-names';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readBrowserCookie } from '../../../lib/http/cookies';

const REGISTERED_KEY = 'sulit-push-registered';

/**
 * After login (spec §4), once per session: register this browser for push where it supports it. Never while a
 * staff member acts for the customer (their browser must not receive the customer's alerts).
 */
export function PushRegistrationGate({ acting }: { acting: boolean }) {
  // a log-in is a navigation, not a new page load: look again after each one
  const { pathname } = useLocation();
  const registering = useRef(false);
  useEffect(() => {
    const session = readBrowserCookie(CSRF_COOKIE);
    if (!session || acting || registering.current) return;
    try {
      if (sessionStorage.getItem(REGISTERED_KEY) === session) return;
    } catch {
      // storage blocked: try once per page load
    }
    // once per session whatever the outcome: a browser without a push service is not asked on every page
    registering.current = true;
    // the registration code loads only here, once per session
    void import('./web-push')
      .then((m) => m.registerWebPush())
      .catch(() => 'failed' as const)
      .then(() => {
        registering.current = false;
        try {
          sessionStorage.setItem(REGISTERED_KEY, session);
        } catch {
          // nothing to remember it in
        }
      });
  }, [acting, pathname]);
  return null;
}
