import type { AccessHistory } from '@sulit/contracts/support';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Link } from 'react-router';
import { Section } from '../../components/section';

const END_REASONS: Record<string, string> = {
  logout: 'ended by the staff member',
  expired: 'ran out of time',
  staff_logout: 'the staff member logged out',
  role_changed: 'the staff member lost the support role',
  replaced: 'the staff member started another session',
};

/**
 * Issue 32: the customer sees every time customer support acted for them — who, why, for which case, what was
 * refused and which orders were placed — and whether support may shop for them at all.
 */
export function SupportAccessHistory({ history }: { history: AccessHistory }) {
  return (
    <Section
      title="Customer support access"
      className="rounded-2xl border border-stone-200 bg-white p-4 md:col-span-2"
      titleClassName="mb-2 font-extrabold"
    >
      <p className="text-sm text-stone-700">
        Support may shop for you: <strong>{history.allow_support ? 'yes' : 'no'}</strong>.{' '}
        <Link to="/customer/account/edit" className="font-semibold text-brand-700 hover:underline">
          Change this setting
        </Link>
      </p>
      {history.sessions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">No one from customer support has acted for you.</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Access history">
          {history.sessions.map((s) => (
            <li key={s.started_at + s.case_id} className="rounded-xl bg-stone-50 p-3 text-sm">
              <p className="font-semibold">
                {s.staff.firstname} {s.staff.lastname} acted for you on {formatDateTime(s.started_at)} · case{' '}
                {s.case_id}
              </p>
              <p className="text-stone-700">Reason: {s.reason}</p>
              <p className="text-stone-700">
                {s.consent === 'customer' ? 'With your permission' : 'Approved by a second staff member'} ·{' '}
                {s.ended_at
                  ? `ended ${formatDateTime(s.ended_at)} (${END_REASONS[s.end_reason ?? ''] ?? 'ended'})`
                  : 'still active'}{' '}
                · {s.requests} {s.requests === 1 ? 'request' : 'requests'} recorded
                {s.refused > 0 && `, ${s.refused} refused`}
              </p>
              {s.orders.map((o) => (
                <p key={o.increment_id} className="text-stone-700">
                  Order {o.increment_id}: {o.note}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
