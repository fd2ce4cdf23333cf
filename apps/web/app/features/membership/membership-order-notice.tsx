import type { MyMembership } from '@sulit/contracts/membership';
import { formatDate } from '@sulit/domain/shared/date-format';
import { Link } from 'react-router';
import { packageName } from './membership-card';

/**
 * The success page's word on a membership card in the order: active with its number and expiry once the
 * payment is in (the server activates it when the order is paid), else that it will be.
 */
export function MembershipOrderNotice({ mine, paid }: { mine: MyMembership | null; paid: boolean }) {
  const card = mine?.membership ?? null;
  const active = paid && mine?.status === 'active' && card !== null;
  return (
    <section
      role="status"
      aria-label="Your membership"
      className="mb-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950"
    >
      {active ? (
        <>
          <p className="text-lg font-extrabold">Your {packageName(card.package)} membership is active.</p>
          <p className="mt-1">
            Card number <strong className="font-mono">{card.display_code}</strong>, valid until{' '}
            <strong>{formatDate(card.expired_date)}</strong>. You can check out goods at member prices now.
          </p>
        </>
      ) : (
        <p className="font-semibold">Your membership becomes active as soon as the payment is confirmed.</p>
      )}
      <Link to="/my-membership" className="mt-2 inline-block font-bold text-brand-700 underline">
        Go to My Membership
      </Link>
    </section>
  );
}
