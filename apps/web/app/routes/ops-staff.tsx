import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sulit/domain/ops/ops-policy';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-staff';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { grantRole, listStaff, revokeRole } from '../features/ops/api/ops-staff';
import { STORE_OPTIONS, storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

/** Issue 35, administrators: who holds which role at which store; grant and revoke (audited). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { staff: await consoleRead(listStaff(serverApi(context, request)), url) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const res =
    field('intent') === 'revoke'
      ? await revokeRole(api, Number(field('id')))
      : await grantRole(api, {
          email: field('email'),
          role: field('role') as StaffRole,
          store: field('store') as '*',
        });
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

export default function OpsStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Staff and roles</h1>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <Section title="Grant a role" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <input type="hidden" name="intent" value="grant" />
          <TextField name="email" label="Account e-mail" type="email" required />
          <SelectField name="role" label="Role" defaultValue="picker">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <SelectField name="store" label="Store" defaultValue="*">
            <option value="*">Every store</option>
            {STORE_OPTIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end">
            <Button look="primary" type="submit" disabled={busy}>
              Grant role
            </Button>
          </div>
        </Form>
      </Section>
      <Section title="Roles held" titleClassName="mb-2 text-lg font-bold">
        <ul className="divide-y divide-stone-200">
          {loaderData.staff.items.map((grant) => (
            <li key={grant.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold">{grant.name}</span> <span className="break-all">({grant.email})</span> —{' '}
                {STAFF_ROLE_LABELS[grant.role]} at {storeName(grant.store)}, since {formatDateTime(grant.granted_at)}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={grant.id} />
                <Button
                  look="secondary"
                  type="submit"
                  disabled={busy}
                  aria-label={`Revoke ${STAFF_ROLE_LABELS[grant.role]} from ${grant.email}`}
                >
                  Revoke
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
