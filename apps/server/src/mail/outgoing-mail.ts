import type { MailMessage } from '@sulit/domain';

/**
 * A mail as a feature writes it: its repository puts it in the outbox in the transaction of the change it reports
 * (issue 27 item 1), and the mail feature's delivery job sends it.
 */
export type OutgoingMail = MailMessage;
