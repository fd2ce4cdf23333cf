import type { ChatMessage, ChatSendResponse, ChatThreadView } from '@sulit/contracts/seller-chat';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_POLL_MS } from '@sulit/domain/seller-chat/chat-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SubmitButton } from '../../components/button';
import { FormAlert, LabelledField, TextAreaField, TextField } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { ApiError, fieldErrorsOf } from '../../lib/http/client';
import { toast } from '../../lib/toast';
import { getChatThread } from './api/get-chat-thread';
import { type ChatTarget, sendChatMessage } from './api/send-chat-message';

/** Answers whose message is about the form (a field, a file, the allowance); anything else is the network notice. */
const FORM_STATUSES = new Set([400, 404, 413, 415, 422, 429]);
/** Signed file links last five minutes: every so many polls the whole thread is read again with fresh links. */
const POLLS_PER_REFRESH = 40;

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function merged(held: readonly ChatMessage[], fresh: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(held.map((m) => m.id));
  return [...held, ...fresh.filter((m) => !seen.has(m.id))];
}

function MessageItem({ message }: { message: ChatMessage }) {
  return (
    <li
      className={`max-w-[85%] rounded-2xl p-3 ${message.mine ? 'ml-auto bg-brand-50 text-brand-950' : 'mr-auto border border-stone-200 bg-white'}`}
    >
      <p className="text-xs text-stone-600">
        <span className="font-bold text-stone-800">{message.author_label}</span> · {message.created_label}
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
      {message.mine && message.flags.length > 0 && (
        <p className="mt-1 text-xs text-stone-600">{CHAT_MESSAGES.masked}</p>
      )}
      {message.attachments.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attached files">
          {message.attachments.map((file) => (
            <li key={file.url} className="max-w-full">
              <a href={file.url} download={file.file_name} className="block rounded-lg border border-stone-200 p-1">
                {file.media_type.startsWith('image/') && (
                  <img src={file.url} alt="" width={160} height={120} className="h-28 w-40 rounded object-cover" />
                )}
                <span className="block max-w-40 truncate text-sm font-semibold text-brand-800 underline">
                  {file.file_name}
                </span>
                <span className="block text-xs text-stone-600">
                  {file.media_type === 'video/mp4' ? 'Video' : 'Photo'}, {kb(file.byte_size)} (download)
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A conversation and its form. New replies arrive without a reload: the page asks the server for messages after
 * the last one it holds (a cursor) every few seconds while it is visible; any instance answers from the database.
 */
export function Conversation({
  view,
  target,
  empty,
  onSent,
}: {
  view: ChatThreadView | null;
  target: ChatTarget;
  /** what an empty contact page says before the first message */
  empty?: string;
  /** after a message is sent (the thread page stops its reply clock on a reply) */
  onSent?: (answer: ChatSendResponse) => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(view?.messages ?? []);
  const [threadId, setThreadId] = useState<number | null>(view?.thread.id ?? null);
  const cursor = useRef(view?.last_message_id ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsSubject = threadId === null;

  useEffect(() => {
    if (threadId === null) return;
    let polls = 0;
    let running = false;
    const poll = async () => {
      if (running || document.visibilityState !== 'visible') return;
      running = true;
      try {
        polls += 1;
        const refresh = polls % POLLS_PER_REFRESH === 0;
        const next = await getChatThread(browserApi, threadId, refresh ? 0 : cursor.current);
        cursor.current = Math.max(cursor.current, next.last_message_id);
        setMessages((held) => (refresh ? next.messages : merged(held, next.messages)));
      } catch {
        // a missed poll is taken again at the next turn
      } finally {
        running = false;
      }
    };
    const timer = window.setInterval(() => void poll(), view?.poll_ms ?? CHAT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [threadId, view?.poll_ms]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const text = String(body.get('body') ?? '').trim();
    const next: Record<string, string> = {};
    if (needsSubject && !String(body.get('subject') ?? '').trim()) next.subject = 'This is a required field.';
    if (!text) next.body = 'This is a required field.';
    const files = body.getAll('files').filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ''));
    if (files.length > CHAT_LIMITS.maxFiles) next.files = CHAT_MESSAGES.fileCount;
    setErrors(next);
    setFailure(null);
    setNotice(null);
    if (Object.keys(next).length) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (files.length === 0) body.delete('files');
    setBusy(true);
    try {
      const answer = await sendChatMessage(browserApi, threadId === null ? target : { kind: 'reply', threadId }, body);
      setMessages((held) => merged(held, [answer.sent]));
      cursor.current = Math.max(cursor.current, answer.sent.id);
      setThreadId(answer.thread_id);
      setNotice(answer.message);
      toast.success(answer.message);
      form.reset();
      onSent?.(answer);
    } catch (error) {
      const known = error instanceof ApiError && FORM_STATUSES.has(error.status);
      const message = known ? error.message : CHAT_MESSAGES.network;
      setErrors(error instanceof ApiError ? fieldErrorsOf({ details: error.details }) : {});
      setFailure(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {messages.length > 0 ? (
        <ol aria-label="Messages" aria-live="polite" className="flex flex-col gap-3">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ol>
      ) : (
        empty && <p className="rounded-xl bg-stone-100 p-4 text-stone-700">{empty}</p>
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-label={needsSubject ? 'Write to the seller' : 'Reply'}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
      >
        {needsSubject && (
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={CHAT_LIMITS.subjectMax}
            error={errors.subject}
          />
        )}
        <TextAreaField
          label="Message"
          name="body"
          required
          rows={4}
          maxLength={CHAT_LIMITS.messageMax}
          error={errors.body ?? errors.message}
          hint="Phone numbers, e-mail addresses and links are hidden: keep the conversation here."
        />
        <LabelledField
          label="Photos or videos (optional)"
          error={errors.files}
          hint={`Up to ${CHAT_LIMITS.maxFiles} files: photos (JPG, PNG, WebP) up to 5 MB, MP4 videos up to 20 MB.`}
          control={(ties) => (
            <input
              {...ties}
              name="files"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,video/mp4"
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
          Send message
        </SubmitButton>
      </form>
    </div>
  );
}
