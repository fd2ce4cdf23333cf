import type { SplashLocation } from '@sulit/domain/nudges/splash-rules';
import { lazy, Suspense, useEffect, useState } from 'react';

const SplashHost = lazy(() => import('./splash-host').then((m) => ({ default: m.SplashHost })));

/**
 * The only splash code a page loads up front: after hydration, when the browser is idle, it loads the splash
 * host, which asks for the location's ads and shows at most one. Never in the server's HTML (an interstitial in
 * the document would be what search engines and shoppers see first), and nothing suspends while hydrating.
 */
export function SplashGate({ location }: { location: SplashLocation }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SplashHost location={location} />
    </Suspense>
  );
}
