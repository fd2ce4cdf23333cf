import { RESET_REQUEST_MODAL_CLOSE_MS } from '@sulit/domain/customers/session-rules';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { focusFirstInvalid, TextField } from '../../../components/text-field';
import type { AuthActionData } from './login-form';

/**
 * Password reset request: always the spec §8 confirmation (whether or not the account exists). Inside the
 * modal, `onDone` closes it RESET_REQUEST_MODAL_CLOSE_MS (3 s, spec §9) after the confirmation shows.
 */
export function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  const fetcher = useFetcher<AuthActionData>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result) return;
    if (!result.ok) {
      focusFirstInvalid(form.current);
      return;
    }
    if (!onDone) return;
    const timer = setTimeout(onDone, RESET_REQUEST_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
    // onDone is the caller's and stable for the modal's life
  }, [fetcher.state, result]);

  if (result?.ok) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
        {result.message}
      </p>
    );
  }
  return (
    <fetcher.Form ref={form} method="post" action="/customer/account/forgotpassword" noValidate className="space-y-4">
      <p className="text-sm text-stone-700">
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </p>
      {result?.message && (
        <p role="alert" className="rounded-lg bg-sale-50 p-3 text-sm text-sale-600">
          {result.message}
        </p>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={result?.fieldErrors?.email}
      />
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 w-full rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? 'Sending…' : 'Reset my password'}
      </button>
    </fetcher.Form>
  );
}
