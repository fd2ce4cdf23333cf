/**
 * The chat-assistant nudge (spec §1 "a chat assistant nudge"; §3 Global state "chat-assistant payload {login,
 * userEmail, name}"; §2 contact block "online service 7am-9pm Monday to Sunday excluding holidays").
 */

/** Spec §3: the payload the chat assistant is opened with. A guest's has no e-mail and no name. */
export interface ChatAssistantPayload {
  login: boolean;
  userEmail: string | null;
  name: string | null;
}

export function chatAssistantPayload(
  customer: { email: string; firstname: string; lastname: string } | null,
): ChatAssistantPayload {
  if (!customer) return { login: false, userEmail: null, name: null };
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  return { login: true, userEmail: customer.email, name: name === '' ? null : name };
}

/** Spec §2: online service 7am-9pm (Asia/Manila, UTC+8 all year: the Philippines keeps no summer time). */
export const ONLINE_SERVICE_OPENS_HOUR = 7;
export const ONLINE_SERVICE_CLOSES_HOUR = 21;
const MANILA_OFFSET_HOURS = 8;

/**
 * The nudge offers a chat only while someone answers: 7:00 to 20:59 in Manila, any day. Holidays are not in the
 * store's data, so on a holiday the enquiry form (which says so) takes the message.
 */
export function onlineServiceOpen(now: Date): boolean {
  const hour = (now.getUTCHours() + MANILA_OFFSET_HOURS) % 24;
  return hour >= ONLINE_SERVICE_OPENS_HOUR && hour < ONLINE_SERVICE_CLOSES_HOUR;
}

/** Decided: the nudge appears after the shopper has been on the page this long, and not before hydration. */
export const CHAT_NUDGE_DELAY_MS = 8000;
