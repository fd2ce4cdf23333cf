import { ENQUIRY_REPLY_LIMITS } from '@sulit/domain/help/enquiry-cases';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-case';
import { Button } from '../components/button';
import { FormAlert, TextAreaField } from '../components/text-field';
import { Section } from '../components/section';
import { consoleRead, refusal } from '../features/ops/console-access';
import { getCase, isCaseMove, moveCase } from '../features/ops/api/ops-cases';
import { serverApi } from '../lib/http/server-client';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const enquiry = await consoleRead(getCase(serverApi(context, request), params.reference), url);
  return { enquiry };
}

/** Take, answer or close the case, then the page again; a refusal shows the server's words. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const move = String(form.get('move') ?? '');
  if (!isCaseMove(move)) return { message: 'Choose what to do with the case.' };
  const res = await moveCase(serverApi(context, request), params.reference, move, String(form.get('reply') ?? ''));
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function OpsCase({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const offers = (move: string) => enquiry.actions.includes(move as 'assign');
  return (
    <>
      <h1 className="mb-2 text-2xl font-extrabold">Case {enquiry.reference}</h1>
      <p className="mb-4 text-stone-700">
        <strong>{enquiry.status_label}</strong> · {enquiry.topic} · sent {formatDateTime(enquiry.created_at)}
        {enquiry.assigned_name ? ` · taken by ${enquiry.assigned_to_me ? 'you' : enquiry.assigned_name}` : ''}
      </p>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <div className="my-4 flex flex-wrap gap-2">
        {offers('assign') && !enquiry.assigned_to_me && (
          <Form method="post">
            <input type="hidden" name="move" value="assign" />
            <Button look="primary" type="submit" disabled={busy}>
              Assign to me
            </Button>
          </Form>
        )}
        {offers('close') && (
          <Form method="post">
            <input type="hidden" name="move" value="close" />
            <Button look="secondary" type="submit" disabled={busy}>
              Close case
            </Button>
          </Form>
        )}
      </div>
      <dl className="mb-6 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">From</dt>
          <dd className="break-all">
            {enquiry.name} · {enquiry.email} · {enquiry.phone}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">Order</dt>
          <dd>{enquiry.order_number ?? 'None given'}</dd>
        </div>
      </dl>
      <Section title="Message" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <p className="whitespace-pre-wrap break-words">{enquiry.message}</p>
      </Section>
      {enquiry.files.length > 0 && (
        <Section title="Attachments" titleClassName="mb-2 text-lg font-bold" className="mb-6">
          <ul className="space-y-1">
            {enquiry.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download className="font-semibold text-brand-800 underline">
                  {file.file_name}
                </a>{' '}
                <span className="text-sm text-stone-600">
                  ({file.media_type}, {kb(file.byte_size)})
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title="Replies" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        {enquiry.replies.length === 0 ? (
          <p>No reply yet.</p>
        ) : (
          <ol className="space-y-3">
            {enquiry.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border border-stone-200 p-3">
                <p className="text-sm text-stone-600">
                  {reply.staff_name}, {formatDateTime(reply.created_at)}
                </p>
                <p className="whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
        {offers('reply') && (
          // keyed by the replies: a sent reply clears the box, so a second click cannot send it twice
          <Form key={enquiry.replies.length} method="post" className="mt-4 space-y-2">
            <input type="hidden" name="move" value="reply" />
            <TextAreaField
              name="reply"
              label="Reply to the shopper"
              hint="Sent by e-mail with the case reference."
              rows={5}
              required
              minLength={ENQUIRY_REPLY_LIMITS.min}
              maxLength={ENQUIRY_REPLY_LIMITS.max}
            />
            <Button look="primary" type="submit" disabled={busy}>
              Send reply
            </Button>
          </Form>
        )}
        {enquiry.status === 'new' && <p className="mt-2 text-sm text-stone-600">Assign the case to reply to it.</p>}
      </Section>
    </>
  );
}
