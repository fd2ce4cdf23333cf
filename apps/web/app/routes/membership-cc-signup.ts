import { data } from 'react-router';
import type { Route } from './+types/membership-cc-signup';
import { applyForCreditCard } from '../features/membership/api/apply-for-credit-card';

/** The credit-card application form posts here (POST /rest/V1/cc-signup). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const result = await applyForCreditCard(context, request, {
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone'),
  });
  return data(result, { status: result.ok ? 200 : 400 });
}
