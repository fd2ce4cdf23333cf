import type { MyMembership } from '@sulit/contracts/membership';
import { formatDate } from '@sulit/domain/shared/date-format';

const PACKAGE_NAMES: Record<string, string> = { PREMIUM: 'Premium', BUSINESS: 'Business', EXECUTIVE: 'Executive' };
const STATUS_LABEL = { active: 'Active', inactive: 'Expired', none: 'None' } as const;

export function packageName(pkg: string): string {
  return PACKAGE_NAMES[pkg] ?? pkg;
}

/** The membership card: number grouped per spec §5, package, name, expiry (DD/MM/YYYY) and status. */
export function MembershipCard({
  membership,
  status,
}: {
  membership: NonNullable<MyMembership['membership']>;
  status: MyMembership['status'];
}) {
  return (
    <section
      aria-label="Membership card"
      className="max-w-md rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white shadow-lg"
    >
      <p className="text-sm font-semibold tracking-wide uppercase opacity-80">
        Sulit Club {packageName(membership.package)}
        {membership.id_type === 'PARTNER_FUEL' ? ' · partner fuel card' : ''}
      </p>
      <p className="mt-4 font-mono text-2xl font-bold tracking-wider" data-testid="membership-number">
        {membership.display_code}
      </p>
      <p className="mt-4 text-lg font-semibold">{membership.name}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="opacity-80">Valid until</dt>
          <dd className="font-semibold">{formatDate(membership.expired_date)}</dd>
        </div>
        <div>
          <dt className="opacity-80">Status</dt>
          <dd className="font-semibold">{STATUS_LABEL[status]}</dd>
        </div>
      </dl>
    </section>
  );
}
