import { data } from 'react-router';
import type { Route } from './+types/membership-cc-signup';
import { applyForCreditCard } from '../features/membership/api/apply-for-credit-card';
import { trimmedFields } from '../lib/form-fields';

/** The credit-card application form posts here (POST /rest/V1/cc-signup). */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = trimmedFields(await request.formData(), ['firstname', 'lastname', 'phone']);
  const result = await applyForCreditCard(context, request, fields);
  return data(result, { status: result.ok ? 200 : 400 });
}
