import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/**
 * Loads the login modal's code only when the URL asks for it (?login=1 or ?expired=1), once the page has
 * hydrated: the modal opens from an effect anyway (a native <dialog>'s showModal), so the server and the first
 * browser render leave it out, and nothing suspends while Preact hydrates (decision 019: a lazy component that
 * suspends during hydration could make Preact replace the whole document, seen as "Failed to execute
 * 'replaceChild'" on one page load in twenty under load).
 */
export function AuthModalGate() {
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || (params.get('login') !== '1' && params.get('expired') !== '1')) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
