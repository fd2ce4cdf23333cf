import { AUTH_MESSAGES, passwordConfirmationRule, passwordRule } from '@sulit/domain/customers/customer-validation';
import { RESET_SUCCESS_REDIRECT_MS } from '@sulit/domain/customers/session-rules';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useActionData, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/customer-create-password';
import { FIELDS, focusFirstInvalid, FormAlert, TextField } from '../components/text-field';
import { resetPassword } from '../features/customers/api/reset-password';
import { AuthPage } from '../features/customers/auth/auth-page';
import { errorMessage, fieldErrorsOf } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import { SubmitButton } from '../components/button';

export const meta: Route.MetaFunction = () => [{ title: `Set a new password — ${STORE_BRAND}` }];

/** The e-mailed link carries the token and the address in the query (spec §2 createpassword). */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return {
    token: params.get('token') ?? params.get('resetToken') ?? '',
    email: params.get('email') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('password_confirmation') ?? '');
  const fieldErrors = Object.fromEntries(
    Object.entries({
      password: passwordRule(password, null),
      password_confirmation: passwordConfirmationRule(password, confirmation),
    }).filter(([, v]) => v),
  ) as Record<string, string>;
  if (Object.keys(fieldErrors).length > 0)
    return data(
      { ok: false, fieldErrors: fieldErrors as Partial<Record<string, string>>, message: null as string | null },
      { status: 400 },
    );
  const res = await resetPassword(serverApi(context, request), {
    email: String(form.get('email') ?? ''),
    resetToken: String(form.get('token') ?? ''),
    newPassword: password,
  });
  if (res.status === 0)
    return data(
      {
        ok: false,
        fieldErrors: {} as Partial<Record<string, string>>,
        message: AUTH_MESSAGES.networkError as string | null,
      },
      { status: 502 },
    );
  if (!res.ok || (res.body && res.body.success === false)) {
    return data(
      {
        ok: false,
        // A common password is judged by the server only; its message shows beside the password field.
        fieldErrors: { password: fieldErrorsOf(res.body).newPassword } as Partial<Record<string, string>>,
        message: errorMessage(res.body) ?? AUTH_MESSAGES.resetTokenExpired,
      },
      { status: res.ok ? 400 : res.status },
    );
  }
  return {
    ok: true,
    fieldErrors: {} as Partial<Record<string, string>>,
    message: res.body?.message ?? AUTH_MESSAGES.passwordSet,
  };
}

export default function CreatePassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting';

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      focusFirstInvalid(form.current);
      return;
    }
    // spec §9: home with the login modal 2 s after success.
    const timer = setTimeout(() => navigate('/?login=1'), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  if (!loaderData.token || !loaderData.email) {
    return (
      <AuthPage title="Set a new password">
        <FormAlert>{AUTH_MESSAGES.resetTokenExpired}</FormAlert>
        <Link
          to="/customer/account/forgotpassword"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Request a new link
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Set a new password">
      {result?.ok ? (
        <p role="status" className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
          {result.message}
        </p>
      ) : (
        <Form ref={form} method="post" noValidate className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="email" value={loaderData.email} />
          <p className="text-sm text-stone-700">
            For <span className="font-semibold">{loaderData.email}</span>
          </p>
          {result?.message && (
            <div role="alert" className="rounded-lg bg-sale-50 p-3 text-sm text-sale-600">
              <p>{result.message}</p>
              <Link to="/customer/account/forgotpassword" className="mt-1 inline-block font-semibold underline">
                Request a new link
              </Link>
            </div>
          )}
          <TextField {...FIELDS.newPassword} name="password" error={result?.fieldErrors?.password} />
          <TextField
            {...FIELDS.confirmNewPassword}
            name="password_confirmation"
            error={result?.fieldErrors?.password_confirmation}
          />
          <SubmitButton busy={busy} busyLabel="Saving…">
            Set new password
          </SubmitButton>
        </Form>
      )}
    </AuthPage>
  );
}
