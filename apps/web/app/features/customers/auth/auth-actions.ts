/**
 * Server-side handling of the auth forms (React Router actions). Each validates with the domain rules,
 * calls the in-process API, and hands the API's cookies (session, CSRF) on to the browser.
 */
import {
  AUTH_MESSAGES,
  emailRule,
  passwordResetRequestedMessage,
  requiredRule,
} from '@sulit/domain/customers/customer-validation';
import { data, redirect, type AppLoadContext } from 'react-router';
import { errorMessage } from '../../../lib/http/client';
import { cookieHeaders } from '../../../lib/http/cookies';
import { serverApi } from '../../../lib/http/server-client';
import type { FieldErrors } from '../../../components/text-field';
import { logIn } from '../api/log-in';
import { logOut } from '../api/log-out';
import { PUSH_DEVICE_FIELD, removePushToken } from '../api/push-tokens';
import { register } from '../api/register';
import { requestPasswordReset } from '../api/request-password-reset';
import { AFTER_LOGIN_DEFAULT, CHANGE_PASSWORD_PATH, safeRedirectPath } from '../api/session';
import { validateSignUp } from './signup-validation';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const compact = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;

export async function loginAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const fieldErrors = compact({
    username: emailRule(text(form, 'username')) ?? undefined,
    password: requiredRule(text(form, 'password')) ?? undefined,
  });
  if (Object.keys(fieldErrors).length > 0) return data({ ok: false, fieldErrors }, { status: 400 });

  const res = await logIn(serverApi(context, request), {
    username: text(form, 'username').trim(),
    password: text(form, 'password'),
  });
  if (res.status === 0) return data({ ok: false, message: AUTH_MESSAGES.networkError }, { status: 502 });
  if (!res.ok || !res.body) {
    // spec §8: a JSON error with a message shows it; none shows the generic failure text.
    return data(
      { ok: false, message: errorMessage(res.body) ?? AUTH_MESSAGES.loginFailedGeneric },
      { status: res.status >= 400 ? res.status : 500, headers: retryAfter(res.status) },
    );
  }
  const headers = cookieHeaders(res.setCookies);
  // spec §4: a temporary password forces a redirect to edit account.
  if (res.body.has_temp_pass) return redirect(CHANGE_PASSWORD_PATH, { headers });
  return redirect(safeRedirectPath(form.get('redirect'), new URL(request.url).origin) ?? AFTER_LOGIN_DEFAULT, {
    headers,
  });
}

function retryAfter(status: number): HeadersInit | undefined {
  return status === 429 ? { 'retry-after': '60' } : undefined;
}

export async function registerAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const fieldErrors = validateSignUp(form);
  if (Object.keys(fieldErrors).length > 0) return data({ ok: false, fieldErrors }, { status: 400 });

  const linking = form.get('link_to_membership') === 'on';
  const res = await register(serverApi(context, request), {
    customer: {
      email: text(form, 'email').trim(),
      password: text(form, 'password'),
      password_confirmation: text(form, 'password_confirmation'),
      firstname: text(form, 'firstname').trim(),
      lastname: text(form, 'lastname').trim(),
      is_subscribed: form.get('is_subscribed') === 'on',
      link_to_membership: linking,
      ...(linking
        ? {
            membership_id: text(form, 'membership_id').replace(/[\s-]/g, ''),
            membership_name: text(form, 'membership_name').trim(),
          }
        : {}),
      recaptcha_response: text(form, 'recaptcha_response'),
    },
  });
  if (res.status === 0) return data({ ok: false, message: AUTH_MESSAGES.networkError }, { status: 502 });
  const message = res.body?.message ?? errorMessage(res.body);
  if (!res.ok || !res.body || res.body.error) {
    const fields = (res.body as { details?: { fields?: Record<string, string> } } | null)?.details?.fields;
    // spec §8: the duplicate-account message is shown inline only.
    if (fields && Object.keys(fields).length > 0 && message !== AUTH_MESSAGES.emailTaken) {
      return data({ ok: false, message, fieldErrors: fields }, { status: res.ok ? 400 : res.status });
    }
    if (message === AUTH_MESSAGES.emailTaken) {
      return data({ ok: false, fieldErrors: { email: message } }, { status: res.ok ? 400 : res.status });
    }
    return data(
      { ok: false, message: message ?? 'We could not create your account. Please try again.' },
      { status: res.ok ? 400 : res.status },
    );
  }
  const headers = cookieHeaders(res.setCookies);
  return redirect(
    safeRedirectPath(form.get('redirect'), new URL(request.url).origin) ?? '/customer/account?welcome=1',
    { headers },
  );
}

export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const email = text(form, 'email').trim();
  const problem = emailRule(email);
  if (problem) return data({ ok: false, fieldErrors: { email: problem } }, { status: 400 });
  const res = await requestPasswordReset(serverApi(context, request), { email, template: 'email_reset' });
  if (res.status === 0) return data({ ok: false, message: AUTH_MESSAGES.networkError }, { status: 502 });
  if (!res.ok) {
    return data({ ok: false, message: errorMessage(res.body) ?? 'Please try again.' }, { status: res.status });
  }
  return data({ ok: true, message: res.body?.message ?? passwordResetRequestedMessage(email) });
}

export async function logoutAction(context: AppLoadContext, request: Request) {
  const api = serverApi(context, request);
  // spec §4: logout clears the notification token; this browser's goes while the session can still remove it
  const deviceId = String((await request.formData().catch(() => null))?.get(PUSH_DEVICE_FIELD) ?? '');
  if (/^web-[0-9a-f-]{36}$/.test(deviceId)) await removePushToken(api, deviceId);
  const res = await logOut(api);
  return redirect('/', { headers: cookieHeaders(res.setCookies) });
}
