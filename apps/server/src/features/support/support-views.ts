import type { AccessHistory, ActingView } from '@sulit/contracts/support';
import { type Customer, type SupportAccess, supportMinutesLeft } from '@sulit/domain';

const person = (c: Pick<Customer, 'firstname' | 'lastname'>) => ({ firstname: c.firstname, lastname: c.lastname });

/** Who acts for whom, until when (the banner's words come from this). */
export function actingView(
  acting: { customer: Customer; staff: Customer; caseRef: string; reason: string; expiresAt: Date },
  now: Date,
): ActingView {
  return {
    customer: { ...person(acting.customer), email: acting.customer.email },
    staff: person(acting.staff),
    case_id: acting.caseRef,
    reason: acting.reason,
    expires_at: acting.expiresAt.toISOString(),
    minutes_left: supportMinutesLeft(acting.expiresAt, now),
  };
}

/** The customer's access history: each session with the staff member's name (never their e-mail). */
export function accessHistoryView(
  allowSupport: boolean,
  accesses: SupportAccess[],
  staffById: ReadonlyMap<number, Customer>,
): AccessHistory {
  return {
    allow_support: allowSupport,
    sessions: accesses.map(({ session, requests, refused, orders }) => {
      const staff = staffById.get(session.staff_id);
      return {
        staff: staff ? person(staff) : { firstname: 'Former', lastname: 'staff member' },
        reason: session.reason,
        case_id: session.case_ref,
        consent: session.consent,
        started_at: session.started_at,
        ended_at: session.ended_at,
        end_reason: session.end_reason,
        requests,
        refused,
        orders,
      };
    }),
  };
}
