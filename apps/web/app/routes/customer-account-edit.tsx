import type { MessageResponse } from '@sulit/contracts/customers';
import {
  ACCOUNT_MESSAGES,
  displayPhone,
  emailRule,
  nameRule,
  normalisePhone,
  passwordConfirmationRule,
  passwordRule,
  phoneRule,
  requiredRule,
} from '@sulit/domain/customer-validation';
import { STORE_BRAND } from '@sulit/domain/store-constants';
import { useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/customer-account-edit';
import { TextField, type FieldErrors } from '../components/text-field';
import { AccountLayout } from '../features/customers/account/account-nav';
import { expiredRedirect, requireCustomerRenewed } from '../features/customers/api/session';
import { changeEmail } from '../features/customers/api/change-email';
import { changePassword } from '../features/customers/api/change-password';
import { updateCustomer } from '../features/customers/api/update-customer';
import { type ApiResult, errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [{ title: `Account information — ${STORE_BRAND}` }];

/** A renewed session's cookies (set by the loader) reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer, headers } = await requireCustomerRenewed(context, request);
  const forced = new URL(request.url).searchParams.get('changePassword') === 'true';
  return data({ customer, changePassword: forced || customer.extension_attributes.has_temp_pass }, { headers });
}

interface EditResult {
  ok: boolean;
  intent: string;
  message: string | null;
  fieldErrors: FieldErrors;
}

const compact = (errors: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '');
  const fail = (fieldErrors: FieldErrors, message: string | null = null, status = 400) =>
    data<EditResult>({ ok: false, intent, message, fieldErrors }, { status });

  const api = serverApi(context, request);
  let res: ApiResult<MessageResponse>;
  if (intent === 'info') {
    const phone = text('phone').trim();
    const errors = compact({
      firstname: nameRule(text('firstname')),
      lastname: nameRule(text('lastname')),
      phone: phone ? phoneRule(phone) : null,
    });
    if (Object.keys(errors).length) return fail(errors);
    const dob = text('dob').trim() || null;
    res = await updateCustomer(api, {
      customer: {
        firstname: text('firstname').trim(),
        lastname: text('lastname').trim(),
        dob,
        is_subscribed: form.get('is_subscribed') === 'on',
        extension_attributes: { phone: phone ? normalisePhone(phone) : null, birthday: dob },
      },
    });
  } else if (intent === 'email') {
    const errors = compact({
      email: emailRule(text('email')),
      current_password: requiredRule(text('current_password')),
    });
    if (Object.keys(errors).length) return fail(errors);
    res = await changeEmail(api, { email: text('email').trim(), current_password: text('current_password') });
  } else if (intent === 'password') {
    const errors = compact({
      currentPassword: requiredRule(text('currentPassword')),
      newPassword: passwordRule(text('newPassword')),
      newPasswordConfirmation: passwordConfirmationRule(text('newPassword'), text('newPasswordConfirmation')),
    });
    if (Object.keys(errors).length) return fail(errors);
    res = await changePassword(api, {
      currentPassword: text('currentPassword'),
      newPassword: text('newPassword'),
      newPasswordConfirmation: text('newPasswordConfirmation'),
    });
  } else {
    return fail({}, 'Unknown request');
  }

  // spec §2: a 401 sends the shopper home with the expired flag, except on password-change calls.
  if (res.status === 401 && intent !== 'password') throw expiredRedirect();
  if (!res.ok) return fail({}, errorMessage(res.body) ?? 'Something went wrong. Please try again.', res.status || 502);
  return data<EditResult>({
    ok: true,
    intent,
    message: res.body?.message ?? ACCOUNT_MESSAGES.accountUpdated,
    fieldErrors: {},
  });
}

function useToastResult(fetcher: { state: string; data?: EditResult | undefined }) {
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message ?? ACCOUNT_MESSAGES.accountUpdated);
    else if (fetcher.data.message) toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
}

const sectionClass = 'rounded-2xl border border-stone-200 bg-white p-4 md:p-6';
const buttonClass = 'min-h-12 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-70';

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const { customer, changePassword } = loaderData;
  const info = useFetcher<EditResult>();
  const email = useFetcher<EditResult>();
  const password = useFetcher<EditResult>();
  useToastResult(info);
  useToastResult(email);
  useToastResult(password);
  const infoErrors = info.data?.fieldErrors ?? {};
  const emailErrors = email.data?.fieldErrors ?? {};
  const passwordErrors = password.data?.fieldErrors ?? {};
  const phone = customer.extension_attributes.phone;

  return (
    <AccountLayout title="Account information">
      <div className="space-y-4">
        {changePassword && (
          <p role="alert" className="rounded-xl bg-sun-100 p-4 text-brand-950">
            You signed in with a temporary password. Please choose a new password now.
          </p>
        )}
        <section aria-labelledby="info-title" className={sectionClass}>
          <h2 id="info-title" className="mb-4 text-lg font-extrabold">
            Personal details
          </h2>
          <info.Form method="post" noValidate className="grid gap-4 md:grid-cols-2">
            <input type="hidden" name="intent" value="info" />
            <TextField
              label="First name"
              name="firstname"
              autoComplete="given-name"
              required
              defaultValue={customer.firstname}
              error={infoErrors.firstname}
            />
            <TextField
              label="Last name"
              name="lastname"
              autoComplete="family-name"
              required
              defaultValue={customer.lastname}
              error={infoErrors.lastname}
            />
            <TextField
              label="Birthday"
              name="dob"
              type="date"
              autoComplete="bday"
              defaultValue={customer.dob ?? ''}
              error={infoErrors.dob}
            />
            <TextField
              label="Mobile number"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="09171234567"
              defaultValue={phone ? displayPhone(phone) : ''}
              error={infoErrors.phone}
            />
            <label className="flex min-h-11 items-center gap-3 text-sm md:col-span-2">
              <input
                type="checkbox"
                name="is_subscribed"
                defaultChecked={customer.is_subscribed}
                className="size-5 accent-brand-700"
              />
              Send me deals and news by e-mail
            </label>
            <div className="md:col-span-2">
              <button type="submit" disabled={info.state !== 'idle'} className={buttonClass}>
                {info.state !== 'idle' ? 'Saving…' : 'Save details'}
              </button>
            </div>
          </info.Form>
        </section>

        <section aria-labelledby="email-title" className={sectionClass}>
          <h2 id="email-title" className="mb-4 text-lg font-extrabold">
            Change e-mail
          </h2>
          <email.Form method="post" noValidate className="grid gap-4 md:grid-cols-2">
            <input type="hidden" name="intent" value="email" />
            <TextField
              label="New e-mail"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              defaultValue={customer.email}
              error={emailErrors.email}
            />
            <TextField
              label="Current password"
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              error={emailErrors.current_password}
            />
            <div className="md:col-span-2">
              <button type="submit" disabled={email.state !== 'idle'} className={buttonClass}>
                {email.state !== 'idle' ? 'Saving…' : 'Change e-mail'}
              </button>
            </div>
          </email.Form>
        </section>

        <section aria-labelledby="password-title" className={sectionClass}>
          <h2 id="password-title" className="mb-4 text-lg font-extrabold">
            Change password
          </h2>
          <password.Form method="post" noValidate className="grid gap-4 md:grid-cols-3">
            <input type="hidden" name="intent" value="password" />
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={passwordErrors.currentPassword}
              autoFocus={changePassword}
            />
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              error={passwordErrors.newPassword}
            />
            <TextField
              label="Confirm new password"
              name="newPasswordConfirmation"
              type="password"
              autoComplete="new-password"
              required
              error={passwordErrors.newPasswordConfirmation}
            />
            <div className="md:col-span-3">
              <button type="submit" disabled={password.state !== 'idle'} className={buttonClass}>
                {password.state !== 'idle' ? 'Saving…' : 'Change password'}
              </button>
            </div>
          </password.Form>
        </section>
      </div>
    </AccountLayout>
  );
}
