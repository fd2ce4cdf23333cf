import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { type FieldErrors, FIELDS, focusFirstInvalid, FormAlert, TextField } from '../../../components/text-field';
import { SwitchLink, SwitchPrompt } from './switch-link';
import { SubmitButton } from '../../../components/button';

export interface AuthActionData {
  ok: boolean;
  message?: string | null;
  fieldErrors?: FieldErrors;
}

interface LoginFormProps {
  /** a stored path to return to after login (spec §2); else the cart */
  redirectTo?: string | null;
  onForgotPassword?: () => void;
  onCreateAccount?: () => void;
}

/** Email and password; the action at /customer/account/login talks to POST /api/customer/login. */
export function LoginForm({ redirectTo, onForgotPassword, onCreateAccount }: LoginFormProps) {
  const fetcher = useFetcher<AuthActionData>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result?.fieldErrors ?? {};

  useEffect(() => {
    if (fetcher.state === 'idle' && result && !result.ok) focusFirstInvalid(form.current);
  }, [fetcher.state, result]);

  return (
    <fetcher.Form ref={form} method="post" action="/customer/account/login" noValidate className="space-y-4">
      {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
      {result?.message && <FormAlert>{result.message}</FormAlert>}
      <TextField {...FIELDS.email} name="username" autoComplete="username" error={errors.username} />
      <TextField {...FIELDS.currentPassword} label="Password" name="password" error={errors.password} />
      <div className="flex justify-end">
        <SwitchLink
          onSwitch={onForgotPassword}
          to="/customer/account/forgotpassword"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Forgot your password?
        </SwitchLink>
      </div>
      <SubmitButton busy={busy} busyLabel="Logging in…">
        Log in
      </SubmitButton>
      <SwitchPrompt
        question="New to Sulit Club?"
        onSwitch={onCreateAccount}
        to={
          redirectTo
            ? `/customer/account/create?redirect=${encodeURIComponent(redirectTo)}`
            : '/customer/account/create'
        }
      >
        Create an account
      </SwitchPrompt>
    </fetcher.Form>
  );
}
