import type {
  AddressInput,
  ChangeEmailRequest,
  ChangePasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateCustomerRequest,
} from '@sulit/contracts/customers';
import type { Customer } from '@sulit/domain';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import type { CustomerContext } from './customer-context';
import { deleteAddress } from './delete-address';
import { logIn } from './log-in';
import { logInWithSocialToken } from './log-in-with-social-token';
import { logOut } from './log-out';
import { renewSession } from './renew-session';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { saveAddress } from './save-address';
import { signUp } from './sign-up';
import { updateAccount } from './update-account';
import { validateEmail } from './validate-email';
import { viewAccount } from './view-account';

export { type IssuedSession, type MembershipPort, RateLimitedError } from './customer-context';

/**
 * The customers feature's use-cases, one file each (sign-up, log-in, reset-password, save-address, …), bound to
 * their dependencies. Routes call these.
 */
export function createCustomerService(context: CustomerContext) {
  return {
    view: (customerId: number, tokenExpiresAt: Date) => viewAccount(context, customerId, tokenExpiresAt),
    login: (username: string, password: string, ip: string) => logIn(context, username, password, ip),
    register: (input: RegisterRequest['customer']) => signUp(context, input),
    refresh: (access: string, email: string) => renewSession(context, access, email),
    socialLogin: (type: string, token: string) => logInWithSocialToken(context, type, token),
    logout: (tokenHash: string) => logOut(context, tokenHash),
    validateEmail: (email: string) => validateEmail(context, email),
    update: (customer: Customer, input: UpdateCustomerRequest['customer']) => updateAccount(context, customer, input),
    changeEmail: (customer: Customer, input: ChangeEmailRequest) => changeEmail(context, customer, input),
    changePassword: (customer: Customer, currentTokenHash: string, input: ChangePasswordRequest) =>
      changePassword(context, customer, currentTokenHash, input),
    requestPasswordReset: (email: string, ip: string) => requestPasswordReset(context, email, ip),
    resetPassword: (input: ResetPasswordRequest) => resetPassword(context, input),
    saveAddress: (customerId: number, input: AddressInput) => saveAddress(context, customerId, input),
    deleteAddress: (customerId: number, id: number) => deleteAddress(context, customerId, id),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
