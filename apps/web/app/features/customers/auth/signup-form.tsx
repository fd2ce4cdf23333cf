import type {} from 'altcha/types/react';
import { FIELD_LIMITS } from '@sulit/domain/customers/customer-validation';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  CheckboxField,
  type FieldErrors,
  FIELDS,
  focusFirstInvalid,
  FormAlert,
  TextField,
} from '../../../components/text-field';
import type { AuthActionData } from './login-form';
import { useAltchaPayload } from '../../../lib/altcha';
import { validateSignUp } from './signup-validation';
import { SwitchPrompt } from './switch-link';
import { SubmitButton } from '../../../components/button';

/**
 * Sign-up (spec §5: captcha token, password and confirmation; marketing subscription optional; optional
 * link-membership fields). The ALTCHA widget is imported only here, when this form mounts.
 */
export function SignUpForm({ redirectTo, onLogin }: { redirectTo?: string | null; onLogin?: () => void }) {
  const fetcher = useFetcher<AuthActionData>();
  const form = useRef<HTMLFormElement>(null);
  const widget = useRef<HTMLElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [payload] = useAltchaPayload(widget);
  const [linkMembership, setLinkMembership] = useState(false);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = clientErrors ?? result?.fieldErrors ?? {};

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || result.ok) return;
    focusFirstInvalid(form.current);
    // spec §8: errors other than the duplicate address also raise a sign-up-failed notice.
    if (result.message) toast.error(`Sign-up failed: ${result.message}`);
  }, [fetcher.state, result]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/customer/account/create"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const found = validateSignUp(new FormData(event.currentTarget));
        if (Object.keys(found).length > 0) {
          event.preventDefault();
          setClientErrors(found);
          requestAnimationFrame(() => focusFirstInvalid(form.current));
        } else {
          setClientErrors(null);
        }
      }}
    >
      {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
      {result?.message && !result.ok && <FormAlert>{result.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...FIELDS.firstName} name="firstname" maxLength={FIELD_LIMITS.name + 10} error={errors.firstname} />
        <TextField {...FIELDS.lastName} name="lastname" maxLength={FIELD_LIMITS.name + 10} error={errors.lastname} />
      </div>
      <TextField {...FIELDS.email} name="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint="At least 8 characters, with three of: lower case, upper case, digits, special characters."
      />
      <TextField
        label="Confirm password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
      />
      <CheckboxField name="is_subscribed" label="Send me deals and news by e-mail" />
      <CheckboxField
        name="link_to_membership"
        label="I already have a membership card: link it to this account"
        checked={linkMembership}
        onChange={(e) => setLinkMembership(e.target.checked)}
      />
      {linkMembership && (
        <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold">Membership card</legend>
          <TextField
            label="Membership number"
            name="membership_id"
            inputMode="numeric"
            placeholder="9999-99999999-99"
            required
            error={errors.membership_id}
          />
          <TextField
            label="Name on the card"
            name="membership_name"
            autoComplete="name"
            error={errors.membership_name}
          />
        </fieldset>
      )}
      <div>
        <altcha-widget ref={widget} challenge="/api/altcha/challenge" name="altcha" suppressHydrationWarning />
        <input type="hidden" name="recaptcha_response" value={payload} />
        {errors.recaptcha_response && (
          <p role="alert" className="mt-1 text-sm text-sale-600">
            {errors.recaptcha_response}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
      <SwitchPrompt question="Already have an account?" onSwitch={onLogin} to="/customer/account/login">
        Log in
      </SwitchPrompt>
    </fetcher.Form>
  );
}
