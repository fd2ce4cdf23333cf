import { data } from 'react-router';
import type { Route } from './+types/membership-link';
import { linkCard } from '../features/membership/api/link-card';
import { trimmedFields } from '../lib/form-fields';

/** The link-membership-card modal posts here; the answer is the modal's success or stored error. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = trimmedFields(await request.formData(), ['membership_id', 'membership_name', 'membership_type']);
  const result = await linkCard(context, request, fields);
  return data(result, { status: result.ok ? 200 : 400 });
}
