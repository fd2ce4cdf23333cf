/**
 * Enquiry cases in the operator console (issue 35): the statuses a case the help centre's form stored moves
 * through, and which console action reaches which status from where. The server's conditional updates take their
 * `from` states from this table, and the console draws its buttons from the same answer.
 */

export const ENQUIRY_CASE_STATUSES = ['new', 'assigned', 'answered', 'closed'] as const;
export type EnquiryCaseStatus = (typeof ENQUIRY_CASE_STATUSES)[number];

export const ENQUIRY_CASE_STATUS_LABELS: Readonly<Record<EnquiryCaseStatus, string>> = {
  new: 'New',
  assigned: 'Assigned',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * From each status, the statuses a case may move to. A new case is taken (assigned) before anyone answers it; an
 * assigned case may be taken over; an answered case may be answered again; any open case may be closed; a closed
 * case stays closed (the shopper sends a new enquiry).
 */
export const ENQUIRY_CASE_TRANSITIONS: Readonly<Record<EnquiryCaseStatus, readonly EnquiryCaseStatus[]>> = {
  new: ['assigned', 'closed'],
  assigned: ['assigned', 'answered', 'closed'],
  answered: ['answered', 'closed'],
  closed: [],
};

export type EnquiryCaseAction = 'assign' | 'reply' | 'close';

/** The status each console action moves a case to. */
export const ENQUIRY_CASE_ACTION_TARGETS: Readonly<Record<EnquiryCaseAction, EnquiryCaseStatus>> = {
  assign: 'assigned',
  reply: 'answered',
  close: 'closed',
};

export function isEnquiryCaseStatus(value: string): value is EnquiryCaseStatus {
  return (ENQUIRY_CASE_STATUSES as readonly string[]).includes(value);
}

/** The statuses from which `action` may be taken: every status whose transitions hold the action's target. */
export function enquiryCaseFromStates(action: EnquiryCaseAction): EnquiryCaseStatus[] {
  const target = ENQUIRY_CASE_ACTION_TARGETS[action];
  return ENQUIRY_CASE_STATUSES.filter((status) => ENQUIRY_CASE_TRANSITIONS[status].includes(target));
}

/** The actions a case in `status` offers (an unknown stored status offers none). */
export function enquiryCaseActions(status: string): EnquiryCaseAction[] {
  if (!isEnquiryCaseStatus(status)) return [];
  return (Object.keys(ENQUIRY_CASE_ACTION_TARGETS) as EnquiryCaseAction[]).filter((action) =>
    enquiryCaseFromStates(action).includes(status),
  );
}

/** A reply staff write: trimmed, 2 to 5000 characters. */
export const ENQUIRY_REPLY_LIMITS = { min: 2, max: 5000 } as const;

export const ENQUIRY_CASE_MESSAGES = {
  notFound: 'Case not found',
  moved: 'The case changed meanwhile; reload and try again.',
  replyLength: `Write a reply of ${ENQUIRY_REPLY_LIMITS.min} to ${ENQUIRY_REPLY_LIMITS.max} characters.`,
  attachmentNotFound: 'Attachment not found',
} as const;

/** The e-mail that carries a reply to the shopper (plain text; the caller escapes it for HTML). */
export function enquiryReplyMail(input: { reference: string; name: string; reply: string; helpUrl: string }) {
  return {
    subject: `Re: your enquiry (${input.reference})`,
    intro: `Hello ${input.name}, here is our reply to your enquiry ${input.reference}.`,
    body: input.reply,
    outro: `Reply by sending a new enquiry and quote ${input.reference}: ${input.helpUrl}`,
  };
}
