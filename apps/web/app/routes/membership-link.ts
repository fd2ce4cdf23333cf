import { data } from 'react-router';
import type { Route } from './+types/membership-link';
import { linkCard } from '../features/membership/api/link-card';

/** The link-membership-card modal posts here; the answer is the modal's success or stored error. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const result = await linkCard(context, request, {
    membership_id: text('membership_id'),
    membership_name: text('membership_name'),
    membership_type: text('membership_type'),
  });
  return data(result, { status: result.ok ? 200 : 400 });
}
