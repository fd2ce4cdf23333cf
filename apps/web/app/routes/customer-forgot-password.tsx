import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import type { Route } from './+types/customer-forgot-password';
import { forgotPasswordAction } from '../features/customers/auth/auth-actions';
import { AuthPage } from '../features/customers/auth/auth-page';
import { ForgotPasswordForm } from '../features/customers/auth/forgot-password-form';

export const meta: Route.MetaFunction = () => [{ title: `Forgot your password? — ${STORE_BRAND}` }];

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(context, request);
}

export default function CustomerForgotPassword() {
  return (
    <AuthPage title="Forgot your password?">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
