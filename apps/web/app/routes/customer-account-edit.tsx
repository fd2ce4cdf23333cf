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
} from '@sulit/domain/customers/customer-validation';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { type ReactNode, useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import { toast } from '../lib/toast';
import type { Route } from './+types/customer-account-edit';
import { primaryButton } from '../components/button';
import { CheckboxField, type FieldErrors, FIELDS, TextField } from '../components/text-field';
import { AccountLayout } from '../features/customers/account/account-nav';
import { expiredRedirect, requireCustomerRenewed } from '../features/customers/api/session';
import { changeEmail } from '../features/customers/api/change-email';
import { changePassword } from '../features/customers/api/change-password';
import { updateCustomer } from '../features/customers/api/update-customer';
import { type ApiResult, errorMessage, fieldErrorsOf } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';
import { getAccessHistory } from '../features/support/api/get-access-history';
import { setSupportConsent } from '../features/support/api/set-consent';

export const meta: Route.MetaFunction = () => [{ title: `Account information — ${STORE_BRAND}` }];

/** A renewed session's cookies (set by the loader) reach the browser. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { customer, headers } = await requireCustomerRenewed(context, { request, url });
  const forced = url.searchParams.get('changePassword') === 'true';
  const { allow_support } = await getAccessHistory(serverApi(context, request));
  return data(
    { customer, allowSupport: allow_support, changePassword: forced || customer.extension_attributes.has_temp_pass },
    { headers },
  );
}

const SUPPORT_SETTING_SAVED = 'Your customer-support setting has been saved.';

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
      newPassword: passwordRule(text('newPassword'), null),
      newPasswordConfirmation: passwordConfirmationRule(text('newPassword'), text('newPasswordConfirmation')),
    });
    if (Object.keys(errors).length) return fail(errors);
    res = await changePassword(api, {
      currentPassword: text('currentPassword'),
      newPassword: text('newPassword'),
      newPasswordConfirmation: text('newPasswordConfirmation'),
    });
  } else if (intent === 'support') {
    const saved = await setSupportConsent(api, form.get('allow_support') === 'on');
    // a refusal's body (its message) passes on as it came
    const body = saved.ok ? { success: true, message: SUPPORT_SETTING_SAVED } : (saved.body as MessageResponse | null);
    res = { ...saved, body };
  } else {
    return fail({}, 'Unknown request');
  }

  // spec §2: a 401 sends the shopper home with the expired flag, except on password-change calls.
  if (res.status === 401 && intent !== 'password') throw expiredRedirect();
  // The server judges what the browser cannot (a common password): its field messages show beside the fields.
  if (!res.ok)
    return fail(
      fieldErrorsOf(res.body),
      errorMessage(res.body) ?? 'Something went wrong. Please try again.',
      res.status || 502,
    );
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

/** One form of the page: its own fetcher (so each saves alone), its intent, its errors and its toast. */
function EditSection({
  intent,
  title,
  submitLabel,
  columns = 2,
  children,
}: {
  intent: 'info' | 'email' | 'password' | 'support';
  title: string;
  submitLabel: string;
  columns?: 2 | 3;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const fetcher = useFetcher<EditResult>();
  useToastResult(fetcher);
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby={`${intent}-title`} className="rounded-2xl border border-stone-200 bg-white p-4 md:p-6">
      <h2 id={`${intent}-title`} className="mb-4 text-lg font-extrabold">
        {title}
      </h2>
      <fetcher.Form
        method="post"
        noValidate
        className={`grid gap-4 ${columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}
      >
        <input type="hidden" name="intent" value={intent} />
        {children(fetcher.data?.fieldErrors ?? {})}
        <div className={columns === 3 ? 'md:col-span-3' : 'md:col-span-2'}>
          <button
            type="submit"
            disabled={busy}
            className={primaryButton('min-h-12 rounded-xl px-6 disabled:opacity-70')}
          >
            {busy ? 'Saving…' : submitLabel}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const { customer, allowSupport, changePassword: mustChangePassword } = loaderData;
  const phone = customer.extension_attributes.phone;

  return (
    <AccountLayout title="Account information">
      <div className="space-y-4">
        {mustChangePassword && (
          <p role="alert" className="rounded-xl bg-sun-100 p-4 text-brand-950">
            You signed in with a temporary password. Please choose a new password now.
          </p>
        )}
        <EditSection intent="info" title="Personal details" submitLabel="Save details">
          {(errors) => (
            <>
              <TextField
                {...FIELDS.firstName}
                name="firstname"
                defaultValue={customer.firstname}
                error={errors.firstname}
              />
              <TextField
                {...FIELDS.lastName}
                name="lastname"
                defaultValue={customer.lastname}
                error={errors.lastname}
              />
              <TextField
                label="Birthday"
                name="dob"
                type="date"
                autoComplete="bday"
                defaultValue={customer.dob ?? ''}
                error={errors.dob}
              />
              <TextField
                {...FIELDS.phone}
                name="phone"
                defaultValue={phone ? displayPhone(phone) : ''}
                error={errors.phone}
              />
              <CheckboxField
                name="is_subscribed"
                label="Send me deals and news by e-mail"
                defaultChecked={customer.is_subscribed}
                className="md:col-span-2"
              />
            </>
          )}
        </EditSection>

        <EditSection intent="email" title="Change e-mail" submitLabel="Change e-mail">
          {(errors) => (
            <>
              <TextField
                label="New e-mail"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                defaultValue={customer.email}
                error={errors.email}
              />
              <TextField {...FIELDS.currentPassword} name="current_password" error={errors.current_password} />
            </>
          )}
        </EditSection>

        <EditSection intent="password" title="Change password" submitLabel="Change password" columns={3}>
          {(errors) => (
            <>
              <TextField
                {...FIELDS.currentPassword}
                name="currentPassword"
                error={errors.currentPassword}
                autoFocus={mustChangePassword}
              />
              <TextField {...FIELDS.newPassword} name="newPassword" error={errors.newPassword} />
              <TextField
                {...FIELDS.confirmNewPassword}
                name="newPasswordConfirmation"
                error={errors.newPasswordConfirmation}
              />
            </>
          )}
        </EditSection>

        <EditSection intent="support" title="Customer support" submitLabel="Save setting">
          {() => (
            <>
              <p className="text-sm text-stone-700 md:col-span-2">
                Customer support may then shop and place orders for you, up to 30 minutes at a time. You see every visit
                on your account page. They can never change your password, e-mail, phone or newsletter choice, or see
                your cards.
              </p>
              <CheckboxField
                name="allow_support"
                label="Allow support to shop for me"
                defaultChecked={allowSupport}
                className="md:col-span-2"
              />
            </>
          )}
        </EditSection>
      </div>
    </AccountLayout>
  );
}
