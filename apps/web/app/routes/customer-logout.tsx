import { redirect } from 'react-router';
import type { Route } from './+types/customer-logout';
import { logoutAction } from '../features/customers/auth/auth-actions';

/** POST /customer/account/logout: the API clears the session; the shopper goes home (spec §4). */
export async function action({ request, context }: Route.ActionArgs) {
  return logoutAction(context, request);
}

export function loader() {
  return redirect('/');
}
