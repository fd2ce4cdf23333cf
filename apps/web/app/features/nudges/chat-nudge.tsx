import type { ChatAssistantPayload } from '@sulit/contracts/nudges';
import { onlineServiceOpen } from '@sulit/domain/nudges/chat-assistant';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Headset } from '../../components/icons';
import { browserApi } from '../../lib/http/browser-client';
import { getChatPayload } from './api/get-chat-payload';

/**
 * The chat-assistant nudge (spec §1; §3 payload {login, userEmail, name}): while the online service answers
 * (7am-9pm Manila, spec §2) it greets the shopper by the payload's name and offers the enquiry form, which a
 * person answers. It renders after mount only: the payload is the shopper's own and the help centre page may be
 * a shared guest page (decision 016). Inline, never over the page.
 */
export function ChatNudge() {
  const [payload, setPayload] = useState<ChatAssistantPayload | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(onlineServiceOpen(new Date()));
    let current = true;
    void getChatPayload(browserApi).then((answer) => current && setPayload(answer));
    return () => {
      current = false;
    };
  }, []);
  if (!payload || !open) return null;
  const firstName = payload.name?.split(' ')[0] ?? null;
  return (
    <section aria-labelledby="chat-nudge-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="chat-nudge-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
        <Headset aria-hidden="true" className="size-5 text-brand-700" />
        {firstName ? `Hi ${firstName}, we’re online` : 'We’re online'}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Our team answers until 9pm today.{' '}
        {payload.login && payload.userEmail
          ? `We reply to ${payload.userEmail}.`
          : 'Log in and we know your orders when we reply.'}
      </p>
      <Link to="/help-center/contact-us" className="mt-3 inline-block font-bold text-brand-700 underline">
        Message our team
      </Link>
    </section>
  );
}
