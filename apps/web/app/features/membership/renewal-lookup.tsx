import { Button } from '../../components/button';
import { MembershipField } from './membership-field';
import type { MembershipProduct } from '@sulit/contracts/membership';
import { maskMembershipInput } from '@sulit/domain/membership/membership-code';
import { formatDate } from '@sulit/domain/shared/date-format';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { RenewalLookupResult } from './api/verify-membership';
import { type AddMembership, AddMembershipButton } from './package-list';
import { Section } from '../../components/section';
import { cleanedInput } from '../../lib/cleaned-input';

/**
 * spec §4 Renewal: look a card up by its number; expired or near-expiry alerts, the complete-order note when
 * the credit card or QR is already applied, else the renewal; an unknown number (404) opens premium purchase.
 */
export function RenewalLookup({
  products,
  onAdd,
  onLink,
}: {
  products: MembershipProduct[];
  onAdd: AddMembership;
  /** a card not yet on the account is linked first */
  onLink: () => void;
}) {
  const fetcher = useFetcher<RenewalLookupResult>();
  const [code, setCode] = useState('');
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const renew = products.find((p) => p.intent === 'renew');
  const premium = products.find((p) => p.intent === 'buy-new' && p.package === 'PREMIUM');

  return (
    <Section
      title="Renew or extend a card"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5"
      titleClassName="text-xl font-extrabold"
    >
      <fetcher.Form method="post" action="/membership/verify" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="type" value="renew" />
        <MembershipField
          label="Card number"
          name="code"
          inputMode="numeric"
          required
          value={code}
          onChange={cleanedInput(maskMembershipInput, setCode)}
          className="w-64 font-mono"
        />
        <Button look="secondary" type="submit">
          Look up
        </Button>
      </fetcher.Form>
      {result && (
        <div role="status" className="space-y-3 rounded-xl bg-stone-50 p-4">
          {result.next === 'premium_purchase' ? (
            <>
              <p className="font-semibold">{result.message}</p>
              <p>Get a new Premium membership instead:</p>
              {premium && <AddMembershipButton product={premium} onAdd={onAdd} />}
            </>
          ) : !result.ok ? (
            <p className="font-semibold">{result.message}</p>
          ) : (
            <>
              <p className="font-semibold">
                Card {result.display_code}{' '}
                {result.next === 'expired_alert'
                  ? `expired on ${formatDate(result.expiry_date ?? '')}.`
                  : `is valid until ${formatDate(result.expiry_date ?? '')} (${result.remaining_days} days left).`}
              </p>
              {result.next === 'complete_order' ? (
                <p>Your credit card or QR payment is already applied: complete your order to renew.</p>
              ) : (
                <>
                  <p>To renew online, link the card to your account, then add the renewal to your cart.</p>
                  <div className="flex flex-wrap gap-3">
                    <Button look="secondary" onClick={onLink}>
                      Link this card
                    </Button>
                    {renew && <AddMembershipButton product={renew} onAdd={onAdd} label="Add renewal to cart" />}
                  </div>
                </>
              )}
            </>
          )}
        </div>
      )}
    </Section>
  );
}
