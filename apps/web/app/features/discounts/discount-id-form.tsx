import type { MyDiscountId } from '@sulit/contracts/discounts';
import { DISCOUNT_ID_LIMITS, DISCOUNT_ID_MESSAGES } from '@sulit/domain/discounts/discount-id-status';
import { DISCOUNT_ID_KIND_LABELS, DISCOUNT_ID_KINDS } from '@sulit/domain/discounts/special-discount';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../components/button';
import { FormAlert, LabelledField, RadioChoices, TextField } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError, fieldErrorsOf } from '../../lib/http/client';
import { uploadDiscountId } from './api/discount-id';

/** Answers about the form itself (a field, the photo's type or size); anything else is the network notice. */
const FORM_STATUSES = new Set([400, 413, 415, 422]);
const NETWORK = 'We could not send your ID. Please check your connection and try again.';
const REQUIRED = 'This is a required field.';

/**
 * The ID upload (kind, number, name as printed, a photo). It goes from the browser straight to the API's upload
 * pipeline (type by bytes, re-encoded without metadata); the page shows the answer, pending until checked.
 */
export function DiscountIdForm({ onUploaded }: { onUploaded: (next: MyDiscountId) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const next: Record<string, string> = {};
    if (!String(body.get('id_number') ?? '').trim()) next.id_number = REQUIRED;
    if (!String(body.get('holder_name') ?? '').trim()) next.holder_name = REQUIRED;
    const photo = body.get('photo');
    if (!(photo instanceof File) || photo.size === 0) next.photo = DISCOUNT_ID_MESSAGES.imageMissing;
    else if (photo.size > DISCOUNT_ID_LIMITS.maxImageBytes) next.photo = DISCOUNT_ID_MESSAGES.imageSize;
    setErrors(next);
    setFailure(null);
    setNotice(null);
    if (Object.keys(next).length) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadDiscountId(browserApi, body);
      form.reset();
      setNotice(DISCOUNT_ID_MESSAGES.uploaded);
      onUploaded(answer);
    } catch (error) {
      const known = error instanceof ApiError && FORM_STATUSES.has(error.status);
      const message = known ? error.message : NETWORK;
      setErrors(error instanceof ApiError ? fieldErrorsOf({ details: error.details }) : {});
      setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Upload your ID"
      className="max-w-xl space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Kind of ID</legend>
        <RadioChoices
          name="kind"
          defaultValue="senior_citizen"
          choices={DISCOUNT_ID_KINDS.map((kind) => ({ value: kind, label: DISCOUNT_ID_KIND_LABELS[kind] }))}
        />
      </fieldset>
      <TextField
        label="ID number"
        name="id_number"
        required
        maxLength={DISCOUNT_ID_LIMITS.idNumberMax}
        autoComplete="off"
        error={errors.id_number}
      />
      <TextField
        label="Name as printed on the ID"
        name="holder_name"
        required
        maxLength={DISCOUNT_ID_LIMITS.holderNameMax}
        autoComplete="name"
        error={errors.holder_name}
      />
      <LabelledField
        label="Photo of the ID"
        required
        error={errors.photo}
        hint="A clear photo of the front of the card: JPG, PNG or WebP, up to 5 MB. Only our staff see it."
        control={(ties) => (
          <input
            {...ties}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="block w-full max-w-full text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
        )}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      {notice && (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
          {notice}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send for checking
      </SubmitButton>
    </form>
  );
}
