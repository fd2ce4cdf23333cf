import type { BuyerRegistration } from '@sulit/contracts/invoices';
import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '../../components/button';
import { TextField } from '../../components/text-field';

/** A Business member's registered name and TIN, printed as the buyer's on every invoice (issue 29). */
export function BuyerRegistrationForm({
  current,
  errors,
}: {
  current: BuyerRegistration | null;
  errors: Partial<Record<'registered_name' | 'tin' | 'form', string>> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <details className="rounded-2xl border border-stone-200 bg-white p-4 print:hidden" open={Boolean(errors)}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        {current
          ? 'Change the business name and TIN on your invoices'
          : 'Add your business name and TIN to your invoices'}
      </summary>
      <Form method="post" className="mt-3 grid gap-3 sm:max-w-md">
        <TextField
          label="Registered business name"
          name="registered_name"
          defaultValue={current?.registered_name ?? ''}
          autoComplete="organization"
          maxLength={120}
          required
          error={errors?.registered_name}
        />
        <TextField
          label="TIN"
          name="tin"
          defaultValue={current?.tin ?? ''}
          inputMode="numeric"
          placeholder="000-000-000-00000"
          required
          hint="As on your BIR certificate of registration, with the branch code."
          error={errors?.tin}
        />
        {errors?.form && (
          <p role="alert" className="text-sm text-sale-700">
            {errors.form}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save for my invoices
        </SubmitButton>
      </Form>
    </details>
  );
}
