/**
 * Seller chat keeps buyers and sellers on the store (issue 33; Amazon's and Etsy's messaging rules): Philippine
 * phone numbers, e-mail addresses and links in a message are replaced before it is stored, and the message is
 * flagged with what was found so the operator can look. Pure: the server stores what this answers.
 */

export type ContactKind = 'phone' | 'email' | 'link';

/** What a reader sees in place of each contact detail (decided; the spec gives none). */
export const CONTACT_MASKS: Record<ContactKind, string> = {
  phone: '[phone number hidden]',
  email: '[e-mail address hidden]',
  link: '[link hidden]',
};

export interface MaskedText {
  text: string;
  /** the kinds found, each once, in the order phone, email, link */
  flags: ContactKind[];
}

/** Up to three separators between digits: spaces, dots, dashes and brackets ("0917 123 4567", "(02) 8123-4567"). */
const SEP = String.raw`[\s.\-()]{0,3}`;
/** +63, 63 or 0 before the number proper (spaces allowed after the plus). */
const PREFIX = String.raw`(?:\+\s?63|63|0)`;

/**
 * Mobiles: 0917 123 4567, 09171234567, +63 917 123 4567, +639171234567, 63-917-123-4567 and the same digits spaced
 * one by one ("0 9 1 7 …"); Metro Manila landlines: (02) 8123 4567, +63 2 8123 4567.
 */
const MOBILE = new RegExp(String.raw`(?<![\d+])\(?${PREFIX}${SEP}9(?:${SEP}\d){9}(?!\d)`, 'g');
const LANDLINE = new RegExp(String.raw`(?<![\d+])\(?${PREFIX}${SEP}2(?:${SEP}\d){8}(?!\d)`, 'g');

/** name@host.tld, also written name (at) host (dot) tld or with square brackets. */
const EMAIL =
  /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z]{2,}/gi;

/** Top-level domains a bare address is read with ("shop.ph", "m.me/myshop", "wa.me/639…", "bit.ly/x"). */
const TLDS = 'com|net|org|ph|io|co|me|ly|link|shop|store|app|site|online|info|biz|gg|xyz|page|to';
const LINK = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${TLDS})\b(?:\/[^\s<>"']*)?`,
  'gi',
);

function replace(text: string, pattern: RegExp, mask: string): { text: string; found: boolean } {
  let found = false;
  const out = text.replace(pattern, () => {
    found = true;
    return mask;
  });
  return { text: out, found };
}

/**
 * The message with every contact detail hidden. E-mails go first (an address holds a domain), then links, then
 * phone numbers, so each detail is hidden once and named by what it is.
 */
export function maskContactDetails(message: string): MaskedText {
  const found = new Set<ContactKind>();
  let text = message;
  for (const [kind, pattern] of [
    ['email', EMAIL],
    ['link', LINK],
    ['phone', MOBILE],
    ['phone', LANDLINE],
  ] as const) {
    const step = replace(text, pattern, CONTACT_MASKS[kind]);
    text = step.text;
    if (step.found) found.add(kind);
  }
  const flags = (['phone', 'email', 'link'] as const).filter((k) => found.has(k));
  return { text, flags };
}
