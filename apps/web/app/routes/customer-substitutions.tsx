import { isSubstitutionChoice, SUBSTITUTION_CHOICES, SUBSTITUTION_LABELS } from '@sulit/domain/picking/substitutions';
import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/customer-substitutions';
import { Button } from '../components/button';
import { RadioChoices } from '../components/text-field';
import { AccountLayout } from '../features/customers/account/account-nav';
import { requireCustomer } from '../features/customers/api/session';
import { getSubstitutionDefault, setSubstitutionDefault } from '../features/customers/api/substitution-default';
import { errorMessage } from '../lib/http/client';
import { serverApi } from '../lib/http/server-client';

export const meta: Route.MetaFunction = () => [{ title: `Out-of-stock items — ${STORE_BRAND}` }];
export const headers: Route.HeadersFunction = () => ({ 'cache-control': 'no-store' });

/** Issue 36: what we do by default when an item is out of stock; each cart line can still say otherwise. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireCustomer(context, { request, url });
  return getSubstitutionDefault(serverApi(context, request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const choice = (await request.formData()).get('choice');
  if (!isSubstitutionChoice(choice)) return { ok: false, message: 'Choose what we should do.' };
  const res = await setSubstitutionDefault(serverApi(context, request), { choice });
  return res.ok
    ? { ok: true, message: 'Saved. New items in your cart will follow this choice.' }
    : { ok: false, message: errorMessage(res.body) ?? 'That could not be saved. Please try again.' };
}

export default function CustomerSubstitutions({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountLayout title="Out-of-stock items">
      <p className="mb-4 max-w-prose text-stone-700">
        Sometimes an item sells out before we pick your order. Tell us what to do. You can change it for each item in
        your cart, and you can say no to a swap on your order page until we hand the order over.
      </p>
      {actionData && (
        <p role="status" className={`mb-4 rounded-xl p-4 ${actionData.ok ? 'bg-brand-50' : 'bg-red-50 text-red-900'}`}>
          {actionData.message}
        </p>
      )}
      <Form method="post">
        <fieldset className="mb-4">
          <legend className="mb-2 font-semibold">If an item is out of stock</legend>
          <RadioChoices
            name="choice"
            defaultValue={loaderData.choice}
            choices={SUBSTITUTION_CHOICES.map((c) => ({ value: c, label: SUBSTITUTION_LABELS[c] }))}
          />
        </fieldset>
        <Button look="primary" type="submit" disabled={busy}>
          Save
        </Button>
      </Form>
    </AccountLayout>
  );
}
