import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import { redirect } from 'react-router';
import type { Route } from './+types/customer-login';
import { loginAction } from '../features/customers/auth/auth-actions';
import { LoginForm } from '../features/customers/auth/login-form';
import { AuthPage } from '../features/customers/auth/auth-page';
import { getCustomer, safeRedirectPath } from '../features/customers/api/session';

export const meta: Route.MetaFunction = () => [{ title: `Log in — ${STORE_BRAND}` }];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirect'), url.origin);
  if (await getCustomer(context, request)) throw redirect(redirectTo ?? '/customer/account');
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(context, request);
}

export default function CustomerLogin({ loaderData }: Route.ComponentProps) {
  return (
    <AuthPage title="Log in to your account">
      <LoginForm redirectTo={loaderData.redirectTo} />
    </AuthPage>
  );
}
