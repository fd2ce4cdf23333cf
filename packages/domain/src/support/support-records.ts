/** Support-mode records as the server works with them (the tables of migration 0023 mirror these). */
export interface SupportSession {
  id: number;
  staff_id: number;
  /** the token hash of the staff member's own session */
  staff_session_hash: string;
  customer_id: number;
  reason: string;
  case_ref: string;
  consent: 'customer' | 'approver';
  approver_id: number | null;
  ip: string;
  user_agent: string;
  /** ISO-8601 UTC */
  started_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

/** What a new support session is started with. */
export type NewSupportSession = Omit<SupportSession, 'id' | 'ended_at' | 'end_reason'> & { token_hash: string };

/** One support session as the customer's access history shows it. */
export interface SupportAccess {
  session: SupportSession;
  /** requests made while acting, and how many of them were refused */
  requests: number;
  refused: number;
  /** notes of the orders placed in it */
  orders: { increment_id: string; note: string }[];
}
