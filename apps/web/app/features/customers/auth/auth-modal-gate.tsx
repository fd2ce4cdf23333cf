import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/** Loads the login modal's code only when the URL asks for it (?login=1 or ?expired=1). */
export function AuthModalGate() {
  const [params] = useSearchParams();
  if (params.get('login') !== '1' && params.get('expired') !== '1') return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
