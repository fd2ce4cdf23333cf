import { SUPPORT_CASE_MAX, SUPPORT_REASON_MAX } from '@sulit/domain';
import { z } from 'zod';
import { text } from './common';
import { LoginResponse } from './customers';

/**
 * Customer-support mode (spec §6, §7; issue 32).
 *   POST /api/customer-support/login          SupportLoginRequest → SupportLoginResponse (staff only; 30 minutes)
 *   GET  /api/customer-support/session        → ActingState (who acts for whom, until when; null when not acting)
 *   GET  /api/customer-support/access-history → AccessHistory (the customer's own: consent and every session)
 *   PUT  /api/customer-support/consent        ConsentRequest → ConsentResponse (never while acting)
 * Logging out of a support session (POST /api/customer/logout) ends it and restores the staff's own session.
 */
const Email = text().trim().min(1).max(254);

export const SupportLoginRequest = z
  .object({
    /** spec §4: the customer, by e-mail only */
    email: Email,
    reason: text().trim().min(1, 'Say why you act for this customer.').max(SUPPORT_REASON_MAX),
    case_id: text()
      .trim()
      .min(1, 'Name the case or ticket.')
      .max(SUPPORT_CASE_MAX)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._#/-]*$/, 'A case id is letters, digits and - _ . # /'),
    /** another staff member who approves acting without the customer's setting (recorded) */
    approver_email: Email.optional(),
  })
  .strict();
export type SupportLoginRequest = z.infer<typeof SupportLoginRequest>;

const Person = z.object({ firstname: text(), lastname: text() });

export const ActingView = z.object({
  customer: Person.extend({ email: text() }),
  staff: Person,
  case_id: text(),
  reason: text(),
  /** ISO-8601 UTC */
  expires_at: text(),
  minutes_left: z.number().int().min(0),
});
export type ActingView = z.infer<typeof ActingView>;

export const SupportLoginResponse = LoginResponse.extend({ acting: ActingView });
export type SupportLoginResponse = z.infer<typeof SupportLoginResponse>;

export const ActingState = z.object({ acting: ActingView.nullable() });
export type ActingState = z.infer<typeof ActingState>;

export const ConsentRequest = z.object({ allow_support: z.boolean() }).strict();
export const ConsentResponse = z.object({ allow_support: z.boolean() });

export const AccessHistory = z.object({
  allow_support: z.boolean(),
  sessions: z.array(
    z.object({
      staff: Person,
      reason: text(),
      case_id: text(),
      consent: z.enum(['customer', 'approver']),
      started_at: text(),
      ended_at: text().nullable(),
      end_reason: text().nullable(),
      requests: z.number().int(),
      refused: z.number().int(),
      orders: z.array(z.object({ increment_id: text(), note: text() })),
    }),
  ),
});
export type AccessHistory = z.infer<typeof AccessHistory>;
