import { sameOriginPath } from '@sulit/domain/shared/safe-redirect';
import { STORE_BRAND } from '@sulit/domain/store-constants';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-sign-in';
import { SubmitButton } from '../components/button';
import { FormAlert, TextField } from '../components/text-field';
import { requireCustomer } from '../features/customers/api/session';
import { refusal } from '../features/ops/console-access';
import { closeConsole, enrolAuthenticator, getSignInStatus, verifyCode } from '../features/ops/api/ops-session';
import { QrCode } from '../features/ops/qr-code';
import { ApiError } from '../lib/http/client';
import { cookieHeaders } from '../lib/http/cookies';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [
  { title: `Operator console sign-in — ${STORE_BRAND}` },
  { name: 'robots', content: 'noindex' },
];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'private, no-store' });

/** Where the console goes after the code: the page that sent the staff member here, if it is a console page. */
function targetOf(url: URL): string {
  const asked = sameOriginPath(url.searchParams.get('redirect'), url.origin);
  return asked && asked.startsWith('/ops') && !asked.startsWith('/ops/sign-in') ? asked : '/ops';
}

/**
 * Issue 35: staff sign in as themselves (the store's log-in), then open the console with a code from their
 * authenticator app (TOTP). The first time, they set the app up from a QR code shown once.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  try {
    const status = await getSignInStatus(serverApi(context, request));
    if (status.console_open) throw redirect(targetOf(url));
    return { view: status.enrolled ? ('code' as const) : ('setup' as const), closed: url.searchParams.has('closed') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { view: 'not_staff' as const, closed: false };
    throw error;
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'sign-out') {
    const res = await closeConsole(api);
    return redirect('/ops/sign-in?closed=1', { headers: cookieHeaders(res.setCookies) });
  }
  if (intent === 'enrol') {
    const res = await enrolAuthenticator(api);
    if (!res.ok || !res.body) return refusal(res.status, res.body, url);
    return { enrolment: res.body, message: null };
  }
  const code = String(form.get('code') ?? '').replace(/\s/g, '');
  if (!/^\d{6}$/.test(code))
    return data({ message: 'Enter the six digits your authenticator app shows.' }, { status: 400 });
  const res = await verifyCode(api, code);
  if (!res.ok) return refusal(res.status === 401 ? 400 : res.status, res.body, url);
  return redirect(targetOf(url), { headers: cookieHeaders(res.setCookies) });
}

function CodeForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="max-w-sm space-y-4">
      <input type="hidden" name="intent" value="verify" />
      <TextField
        name="code"
        label="Authenticator code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        hint="Six digits from your authenticator app; a new code every 30 seconds."
      />
      <SubmitButton busy={busy} busyLabel="Checking…">
        Open the console
      </SubmitButton>
    </Form>
  );
}

export default function OpsSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const enrolment = actionData && 'enrolment' in actionData ? actionData.enrolment : null;
  const message = actionData?.message ?? null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-extrabold">Operator console</h1>
      {loaderData.closed && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-4 text-brand-900">
          The console is closed. You are still signed in to the store.
        </p>
      )}
      {message && <FormAlert>{message}</FormAlert>}
      {loaderData.view === 'not_staff' && <p>This is for staff of {STORE_BRAND}. Ask an administrator for a role.</p>}
      {loaderData.view === 'code' && <CodeForm busy={busy} />}
      {loaderData.view === 'setup' && !enrolment && (
        <Form method="post" className="max-w-xl space-y-4">
          <p className="text-stone-700">
            The console asks for a second factor: a code from an authenticator app on your phone (any app that reads QR
            codes for time-based codes). Set it up once.
          </p>
          <input type="hidden" name="intent" value="enrol" />
          <SubmitButton busy={busy} busyLabel="Preparing…">
            Set up my authenticator
          </SubmitButton>
        </Form>
      )}
      {loaderData.view === 'setup' && enrolment && (
        <div className="space-y-4">
          <p className="text-stone-700">
            Scan this code with your authenticator app, then enter the code it shows. It is shown only now.
          </p>
          <QrCode rows={enrolment.qr_rows} label="QR code for your authenticator app" />
          <p className="break-all text-sm text-stone-700">
            Or type this key into the app: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <CodeForm busy={busy} />
        </div>
      )}
    </div>
  );
}
