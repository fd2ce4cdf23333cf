import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { redirect } from 'react-router';
import type { Route } from './+types/customer-create';
import { registerAction } from '../features/customers/auth/auth-actions';
import { AuthPage } from '../features/customers/auth/auth-page';
import { SignUpForm } from '../features/customers/auth/signup-form';
import { getCustomer, safeRedirectPath } from '../features/customers/api/session';

export const meta: Route.MetaFunction = () => [{ title: `Create an account — ${STORE_BRAND}` }];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (await getCustomer(context, request)) throw redirect('/customer/account');
  return {
    redirectTo: safeRedirectPath(url.searchParams.get('redirect'), url.origin),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerAction(context, request);
}

export default function CustomerCreate({ loaderData }: Route.ComponentProps) {
  return (
    <AuthPage title="Create your Sulit Club account">
      <SignUpForm redirectTo={loaderData.redirectTo} />
    </AuthPage>
  );
}
