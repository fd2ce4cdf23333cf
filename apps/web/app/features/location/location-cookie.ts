import { LOCATION_COOKIE } from '@sulit/contracts/wire-names';
import { PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { readCookie } from '../../lib/http/cookies';

/** Longest label the header chip shows; anything longer is cut with an ellipsis. */
const MAX_LABEL_LENGTH = 40;

/**
 * The shopper's chosen delivery area or pickup store, as the header chip shows it.
 * PUT /api/location writes the cookie: JSON {source_code, label, is_pickup, province_id, city_id, barangay_id}
 * signed by the server as `<json>.<signature>`. The page only shows the label (React escapes it), so the
 * signature is stripped, not checked here; the server checks it before trusting the source.
 * A bare store source code or plain text is still read. Returns null when unset or unreadable.
 */
export function readLocationLabel(cookieHeader: string | null): string | null {
  const raw = readCookie(cookieHeader, LOCATION_COOKIE);
  if (!raw) return null;

  const store = PHYSICAL_STORES.find((s) => s.sourceCode === raw);
  if (store) return `${store.name} store`;

  let label: string = raw;
  if (raw.startsWith('{')) {
    try {
      // Drop the server's signature suffix: everything after the closing brace.
      const parsed: unknown = JSON.parse(raw.slice(0, raw.lastIndexOf('}') + 1));
      label =
        parsed && typeof parsed === 'object' && 'label' in parsed && typeof parsed.label === 'string'
          ? parsed.label
          : '';
    } catch {
      return null;
    }
  }
  return chipLabel(label);
}

/** A location label as the header chip shows it: no control characters, cut to MAX_LABEL_LENGTH; null when empty. */
export function chipLabel(text: string): string | null {
  // Control characters never belong in a label; React escapes the rest.
  const label = Array.from(text)
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x1f && code !== 0x7f;
    })
    .join('')
    .trim();
  if (!label) return null;
  return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1)}…` : label;
}
