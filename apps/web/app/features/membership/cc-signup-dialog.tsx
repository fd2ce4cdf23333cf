import { useFetcher } from 'react-router';
import type { CcSignupResult } from './api/apply-for-credit-card';
import { OnlineAccountRequired } from './link-card-dialog';
import { MembershipField } from './membership-field';
import type { MembershipDialogProps } from './membership-modal';
import { TitledDialog } from '../../components/titled-dialog';

/** Apply for Premium with the Sulit Club credit card (PREMIUM_WITH_SULIT_CCARD through cc-signup). */
export function CcSignupDialog({ open, onClose, signedIn, promo }: MembershipDialogProps & { promo: string }) {
  const fetcher = useFetcher<CcSignupResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <TitledDialog open={open} onClose={onClose} title="Apply for the Sulit Club credit card" titleId="cc-signup-title">
      <p className="text-sm text-stone-700">{promo}</p>
      {!signedIn || result?.needsAccount ? (
        <OnlineAccountRequired redirectTo="/lofcustomermembership/buy" />
      ) : result?.ok ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
          {result.message}
        </p>
      ) : (
        <fetcher.Form method="post" action="/membership/cc-signup" className="space-y-3">
          {(
            [
              ['firstname', 'First name', 'given-name'],
              ['lastname', 'Last name', 'family-name'],
              ['phone', 'Mobile number', 'tel'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <MembershipField
              key={name}
              label={label}
              name={name}
              required
              autoComplete={autoComplete}
              inputMode={name === 'phone' ? 'tel' : undefined}
              maxLength={name === 'phone' ? 20 : 255}
            />
          ))}
          {result && !result.ok && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-900">
              {result.message}
            </p>
          )}
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Send my application
          </button>
        </fetcher.Form>
      )}
    </TitledDialog>
  );
}
