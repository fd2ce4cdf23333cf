import { SUPPORT_CASE_MAX, SUPPORT_REASON_MAX } from '@sulit/domain/support/support-rules';
import { Form, useNavigation } from 'react-router';
import { primaryButton } from '../../components/button';
import { FIELDS, FormAlert, TextAreaField, TextField } from '../../components/text-field';

/**
 * Issue 32: the staff member's customer picker. The customer is found by e-mail only (spec §4); a reason and
 * a case are required; an approver is named only when the customer has not allowed support to shop for them.
 */
export function SupportPicker({ message }: { message: string | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="grid max-w-xl gap-4">
      <input type="hidden" name="intent" value="start" />
      {message && <FormAlert>{message}</FormAlert>}
      <TextField {...FIELDS.email} label="Customer email" name="email" autoComplete="off" />
      <TextField label="Case or ticket number" name="case_id" required maxLength={SUPPORT_CASE_MAX} />
      <TextAreaField label="Reason" name="reason" required rows={3} maxLength={SUPPORT_REASON_MAX} />
      <TextField
        label="Approver email (optional)"
        name="approver_email"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="Only when the customer has not allowed support to shop for them: another support staff member who approves."
      />
      <button type="submit" disabled={busy} className={primaryButton('min-h-12 rounded-xl px-6 disabled:opacity-70')}>
        {busy ? 'Starting…' : 'Act for this customer'}
      </button>
    </Form>
  );
}
