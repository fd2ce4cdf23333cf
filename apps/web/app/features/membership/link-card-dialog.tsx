import { ButtonLink } from '../../components/button';
import {
  maskMembershipInput,
  membershipIdTypeOf,
  membershipMaskFor,
  normalizeMembershipCode,
} from '@sulit/domain/membership/membership-code';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import type { LinkCardResult } from './api/link-card';
import { MembershipField } from './membership-field';
import type { MembershipDialogProps } from './membership-modal';
import { TitledDialog } from '../../components/titled-dialog';
import { cleanedInput } from '../../lib/cleaned-input';

const LINK_ACTION = '/membership/link';

/** spec §2 online-account-required modal content: linking and buying need an online account. */
export function OnlineAccountRequired({ redirectTo }: { redirectTo: string }) {
  const target = encodeURIComponent(redirectTo);
  return (
    <div className="space-y-3">
      <p>You need an online account to link or buy a membership. Log in or create one — it takes a minute.</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink look="primary" to={`/customer/account/login?redirect=${target}`}>
          Log in
        </ButtonLink>
        <ButtonLink look="secondary" to={`/customer/account/create?redirect=${target}`}>
          Create an account
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * spec §2 link-membership-card modal: the card number (dashes added as typed: 9999-99999999-99, or
 * 9999-9999-9999-9999 for a 16-digit partner fuel card), the name on the card; success, or the stored error
 * (the linking failure as a support message).
 */
export function LinkCardDialog({
  open,
  onClose,
  signedIn,
  redirectTo,
}: MembershipDialogProps & { redirectTo: string }) {
  const fetcher = useFetcher<LinkCardResult>();
  const revalidator = useRevalidator();
  const [code, setCode] = useState('');
  const digits = normalizeMembershipCode(code);
  const idType = membershipIdTypeOf(digits);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  const handled = useRef<LinkCardResult | null>(null);
  useEffect(() => {
    // The page's membership changed: reload its data once per successful answer.
    if (result?.ok && handled.current !== result) {
      handled.current = result;
      void revalidator.revalidate();
    }
  }, [result, revalidator]);

  return (
    <TitledDialog open={open} onClose={onClose} title="Link your membership card" titleId="link-card-title">
      {!signedIn || result?.needsAccount ? (
        <OnlineAccountRequired redirectTo={redirectTo} />
      ) : result?.ok ? (
        <div className="space-y-3">
          <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
            {result.message}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-bold text-white"
          >
            Done
          </button>
        </div>
      ) : (
        <fetcher.Form method="post" action={LINK_ACTION} className="space-y-4">
          <div>
            <MembershipField
              label="Membership number"
              name="membership_id"
              inputMode="numeric"
              autoComplete="off"
              required
              placeholder={membershipMaskFor(digits).replace(/9/g, '0')}
              value={code}
              onChange={cleanedInput(maskMembershipInput, setCode)}
              className="w-full font-mono text-lg"
              aria-describedby="membership-id-type"
            />
            <p id="membership-id-type" className="mt-1 text-sm text-stone-700">
              {digits.length === 0
                ? '14 digits on your Sulit Club card, or 16 on a partner fuel card.'
                : idType === 'PARTNER_FUEL'
                  ? 'Partner fuel card'
                  : 'Sulit Club membership card'}
            </p>
          </div>
          <input type="hidden" name="membership_type" value={idType} />
          <MembershipField
            label="Name on the card"
            name="membership_name"
            autoComplete="name"
            required
            maxLength={255}
          />
          {result && !result.ok && (
            <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{result.message}</p>
              {result.support && (
                <Link to="/help-center/contact-us" className="mt-2 inline-block font-bold underline">
                  Contact our Help Center
                </Link>
              )}
            </div>
          )}
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {fetcher.state !== 'idle' ? 'Linking…' : 'Link card'}
          </button>
        </fetcher.Form>
      )}
    </TitledDialog>
  );
}
