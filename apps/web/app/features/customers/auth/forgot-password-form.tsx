import { RESET_REQUEST_MODAL_CLOSE_MS } from '@sulit/domain/customers/session-rules';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { FIELDS, focusFirstInvalid, FormAlert, TextField } from '../../../components/text-field';
import type { AuthActionData } from './login-form';
import { SubmitButton } from '../../../components/button';

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
      {result?.message && <FormAlert>{result.message}</FormAlert>}
      <TextField {...FIELDS.email} name="email" error={result?.fieldErrors?.email} />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Reset my password
      </SubmitButton>
    </fetcher.Form>
  );
}
