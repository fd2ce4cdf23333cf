import { AUTH_MESSAGES } from '@sulit/domain/customers/customer-validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './signup-form';
import { SheetDialog } from '../../../components/dialog';
import { safeRedirectPath } from '../api/session';

type View = 'login' | 'signup' | 'forgot';
const TITLES: Record<View, string> = { login: 'Log in', signup: 'Create an account', forgot: 'Forgot your password?' };

/**
 * The login / sign-up / forgot-password modal. It opens by itself when the page URL says so:
 * `?login=1` (after a password reset, spec §2) or `?expired=1` (a 401 from the API, spec §2).
 */
export function AuthModal() {
  const [params, setParams] = useSearchParams();
  const expired = params.get('expired') === '1';
  const wanted = expired || params.get('login') === '1';
  // e.g. the checkout button of a guest (spec §4): back to checkout after logging in. Only the path matters here
  // (the login action checks it again against the store's origin), so the server render uses a stand-in origin.
  const redirectTo = safeRedirectPath(
    params.get('redirect'),
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [view, setView] = useState<View>('login');

  useEffect(() => {
    const el = dialog.current;
    if (wanted && el && !el.open) el.showModal();
  }, [wanted]);

  const close = () => {
    dialog.current?.close();
  };
  const onClose = () => {
    setView('login');
    const next = new URLSearchParams(params);
    next.delete('login');
    next.delete('expired');
    next.delete('redirect');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <SheetDialog dialogRef={dialog} id={id} title={TITLES[view]} onCloseButton={close} onClose={onClose}>
      <div className="max-h-[80dvh] overflow-y-auto p-4">
        {expired && view === 'login' && (
          <p role="status" className="mb-4 rounded-lg bg-sun-100 p-3 text-sm text-brand-950">
            {AUTH_MESSAGES.sessionExpired}
          </p>
        )}
        {view === 'login' && (
          <LoginForm
            redirectTo={redirectTo}
            onForgotPassword={() => setView('forgot')}
            onCreateAccount={() => setView('signup')}
          />
        )}
        {view === 'signup' && <SignUpForm onLogin={() => setView('login')} />}
        {view === 'forgot' && <ForgotPasswordForm onDone={close} />}
      </div>
    </SheetDialog>
  );
}
