import type {} from 'altcha/types/react';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_TOPICS,
  enquiryFieldProblems,
  FAQ_FORM_ERROR,
  HELP_MESSAGES,
  type EnquiryFields,
} from '@sulit/domain/help/help-rules';
import { CheckCircle2 } from '../../components/icons';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SubmitButton } from '../../components/button';
import { LabelledField, SelectField, TextAreaField, TextField } from '../../components/text-field';
import { useAltchaPayload } from '../../lib/altcha';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError } from '../../lib/http/client';
import { sendEnquiry } from './api/send-enquiry';

type Errors = Partial<Record<keyof EnquiryFields | 'attachments' | 'altcha', string>>;

/** Answers whose message is about the form itself; anything else is the spec §8 fallback. */
const FORM_STATUSES = new Set([400, 403, 413, 415, 429]);

function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** The contact form: checked here with the server's own rules, sent as multipart with the ALTCHA payload. */
export function EnquiryForm() {
  const form = useRef<HTMLFormElement>(null);
  const widget = useRef<HTMLElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [payload, setPayload] = useAltchaPayload(widget, reference);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const fields: EnquiryFields = {
      name: textOf(el, 'name'),
      email: textOf(el, 'email'),
      phone: textOf(el, 'phone'),
      order_number: textOf(el, 'order_number'),
      topic: textOf(el, 'topic'),
      message: textOf(el, 'message'),
    };
    const files = [...((el.elements.namedItem('attachments') as HTMLInputElement | null)?.files ?? [])];
    const next: Errors = {};
    for (const [key, problem] of Object.entries(enquiryFieldProblems(fields))) {
      if (problem) next[key as keyof EnquiryFields] = problem;
    }
    if (files.length > ENQUIRY_LIMITS.maxFiles) next.attachments = HELP_MESSAGES.attachmentCount;
    else if (files.some((f) => f.size > ENQUIRY_LIMITS.maxFileBytes)) next.attachments = HELP_MESSAGES.attachmentSize;
    if (!payload) next.altcha = HELP_MESSAGES.captchaFailed;
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length) {
      el.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('altcha', payload);
    for (const file of files) body.append('attachments', file, file.name);
    setBusy(true);
    try {
      const answer = await sendEnquiry(browserApi, body);
      setReference(answer.reference);
    } catch (error) {
      // The form's own problems (a field, a file, the verification, the limit) say what to fix; anything
      // else — the server failing, the network gone — is the spec §8 fallback.
      const message = error instanceof ApiError && FORM_STATUSES.has(error.status) ? error.message : FAQ_FORM_ERROR;
      setFailure(message);
      toast.error(message);
      setPayload('');
      (widget.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
    } finally {
      setBusy(false);
    }
  }

  if (reference) {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="flex items-center gap-2 text-lg font-extrabold text-brand-900">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          Thank you — we received your enquiry
        </p>
        <p className="mt-2 text-stone-800">
          Your reference number is <strong className="font-mono text-lg tabular-nums">{reference}</strong>. We sent a
          copy to your e-mail address; please quote this number if you contact us again.
        </p>
        <button
          type="button"
          onClick={() => setReference(null)}
          className="mt-4 min-h-11 rounded-full border border-stone-300 bg-white px-5 font-bold text-brand-800 hover:bg-stone-50"
        >
          Send another enquiry
        </button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" aria-label="Send us an enquiry">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" name="name" autoComplete="name" required error={errors.name} />
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="09171234567"
          required
          error={errors.phone}
          hint="11 digits starting with 09, or +63"
        />
        <TextField
          label="Order number (optional)"
          name="order_number"
          inputMode="numeric"
          error={errors.order_number}
        />
      </div>
      <SelectField label="Topic" name="topic" required defaultValue="" error={errors.topic}>
        <option value="" disabled>
          Choose a topic
        </option>
        {ENQUIRY_TOPICS.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        maxLength={ENQUIRY_LIMITS.messageMax}
        error={errors.message}
      />
      <LabelledField
        label="Attachments (optional)"
        error={errors.attachments}
        hint={`Up to ${ENQUIRY_LIMITS.maxFiles} photos (JPG, PNG, WebP) or PDF files, 5 MB each.`}
        control={(ties) => (
          <input
            {...ties}
            name="attachments"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
        )}
      />
      <div>
        <altcha-widget ref={widget} challenge="/api/altcha/challenge" name="altcha" suppressHydrationWarning />
        {errors.altcha && (
          <p role="alert" className="mt-1 text-sm text-sale-600">
            {errors.altcha}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-sale-50 px-3 py-2 text-sm font-semibold text-sale-600">
          {failure}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send enquiry
      </SubmitButton>
    </form>
  );
}
