/**
 * Raffles (issue 31) under the DTI's sales-promotion rules: a raffle runs only with its permit number and a
 * period; entries are append-only; the draw is committed before it happens (the SHA-256 of a secret seed is
 * published when the raffle is switched on) and replayable afterwards from the revealed seed and the exported,
 * ordered entries. The hash function is passed in: the domain imports no crypto.
 */

/** Hex SHA-256 of a UTF-8 text (node:crypto on the server, anything equal in a replay). */
export type Sha256Hex = (text: string) => string;

export const RAFFLE_MESSAGES = {
  permitRequired: 'A raffle cannot be switched on without its DTI sales-promotion permit number.',
  periodRequired: 'A raffle cannot be switched on without a period: a start before its end.',
  notRunning: 'This raffle is not open for entries.',
  entered: 'You are in the raffle. Good luck!',
  alreadyEntered: 'You have already joined this raffle.',
  notDrawable: 'A raffle is drawn once, after its period ends, when it has entries.',
  staffExcluded: 'Store staff cannot join the raffle.',
} as const;

/** A permit number as the DTI prints it (e.g. "FTEB-123456 Series of 2026"): letters, digits, spaces, - / . # */
const PERMIT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./#-]{2,59}$/;

export interface RaffleTerms {
  permit_number: string | null;
  /** ISO-8601 UTC */
  starts_at: string | null;
  ends_at: string | null;
}

/** A raffle as the store keeps it. The seed is secret until `drawn_at`: only its commitment is shown before. */
export interface Raffle extends RaffleTerms {
  id: number;
  title: string;
  /** what the raffle steps modal lists */
  steps: string[];
  enabled: boolean;
  seed: string;
  seed_commitment: string;
  winner_entry_id: number | null;
  drawn_at: string | null;
}

/** One entry with who made it (the operator's export). */
export interface RaffleEntrant {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** ISO-8601 UTC */
  created_at: string;
}

/** Why a raffle may not be switched on, or null when it may. */
export function raffleSwitchOnProblem(terms: RaffleTerms): string | null {
  const permit = terms.permit_number?.trim() ?? '';
  if (!PERMIT_PATTERN.test(permit)) return RAFFLE_MESSAGES.permitRequired;
  if (!terms.starts_at || !terms.ends_at) return RAFFLE_MESSAGES.periodRequired;
  const start = Date.parse(terms.starts_at);
  const end = Date.parse(terms.ends_at);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start >= end) return RAFFLE_MESSAGES.periodRequired;
  return null;
}

/** A switched-on raffle takes entries from its start (inclusive) until its end (exclusive). */
export function raffleIsOpen(raffle: RaffleTerms & { enabled: boolean }, now: Date): boolean {
  if (!raffle.enabled || !raffle.starts_at || !raffle.ends_at) return false;
  const at = now.getTime();
  return Date.parse(raffle.starts_at) <= at && at < Date.parse(raffle.ends_at);
}

/** May it be drawn now: switched on, its period over, not drawn yet, with entries. */
export function raffleIsDrawable(
  raffle: RaffleTerms & { enabled: boolean; drawn_at: string | null },
  entryCount: number,
  now: Date,
): boolean {
  return (
    raffle.enabled &&
    raffle.drawn_at === null &&
    raffle.ends_at !== null &&
    Date.parse(raffle.ends_at) <= now.getTime() &&
    entryCount > 0
  );
}

/** The commitment published before the draw. */
export function raffleSeedCommitment(seed: string, sha256: Sha256Hex): string {
  return sha256(`sulit-raffle-seed:${seed}`);
}

/** Does a revealed seed match the commitment published before the draw. */
export function raffleSeedMatches(seed: string, commitment: string, sha256: Sha256Hex): boolean {
  return raffleSeedCommitment(seed, sha256) === commitment;
}

/**
 * The winning entry: SHA-256 over the seed and every entry id in ascending order, read as a number, modulo the
 * number of entries. Anyone with the seed and the exported entries gets the same winner; changing, adding or
 * removing an entry changes the input.
 */
export function drawRaffleWinner(seed: string, entryIds: readonly number[], sha256: Sha256Hex): number {
  if (entryIds.length === 0) throw new RangeError('a raffle without entries has no winner');
  const ordered = [...entryIds].sort((a, b) => a - b);
  const digest = sha256(`${seed}\n${ordered.join(',')}`);
  const index = Number(BigInt(`0x${digest}`) % BigInt(ordered.length));
  return ordered[index]!;
}

/**
 * One CSV line (RFC 4180 quoting). A field a spreadsheet would run as a formula (= + - @ tab, CR) gets a leading
 * apostrophe, so an export opened by an operator never executes a shopper's name.
 */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields
    .map((field) => {
      if (field === null) return '';
      let text = String(field);
      if (typeof field === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
