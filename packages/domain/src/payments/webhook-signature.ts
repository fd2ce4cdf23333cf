/**
 * Signed webhooks (DESIGN §4): the provider signs `timestamp + "." + body` with HMAC-SHA256 under a shared
 * secret and sends `t=<unix seconds>,v1=<hex digest>` in a header. The receiver recomputes the digest,
 * compares in constant time and refuses a signature older (or further in the future) than the tolerance,
 * so a captured webhook cannot be replayed later. The HMAC itself is passed in: the domain stays pure.
 */

/** The header the provider signs its webhooks in (the sandbox writes it, the store reads it). */
export const WEBHOOK_SIGNATURE_HEADER = 'sandbox-signature';
/** Five minutes either way, as the common providers do. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 of `payload` under `secret`, as lowercase hex. */
export type HmacSha256Hex = (secret: string, payload: string) => string;

function webhookSignedPayload(timestampSeconds: number, body: string): string {
  return `${timestampSeconds}.${body}`;
}

export function signWebhook(input: {
  secret: string;
  body: string;
  timestampSeconds: number;
  hmac: HmacSha256Hex;
}): string {
  const digest = input.hmac(input.secret, webhookSignedPayload(input.timestampSeconds, input.body));
  return `t=${input.timestampSeconds},v1=${digest}`;
}

export function parseSignatureHeader(
  header: string | undefined | null,
): { timestamp: number; signatures: string[] } | null {
  if (!header || header.length > 1000) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, extra] = part.trim().split('=');
    if (!key || !value || extra !== undefined) return null;
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/** Compares two strings in time that depends only on their length, not on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export type WebhookVerdict = 'ok' | 'malformed' | 'bad_signature' | 'too_old';

export function verifyWebhookSignature(input: {
  header: string | undefined | null;
  body: string;
  secret: string;
  nowSeconds: number;
  hmac: HmacSha256Hex;
  toleranceSeconds?: number;
}): WebhookVerdict {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return 'malformed';
  const expected = input.hmac(input.secret, webhookSignedPayload(parsed.timestamp, input.body));
  // Check every v1 (a provider rotating its secret sends two) before looking at the age.
  let matched = false;
  for (const signature of parsed.signatures) if (constantTimeEqual(signature, expected)) matched = true;
  if (!matched) return 'bad_signature';
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - parsed.timestamp) > tolerance) return 'too_old';
  return 'ok';
}
