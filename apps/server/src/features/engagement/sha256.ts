import { createHash } from 'node:crypto';

/** The hash the domain's raffle rules take (they import no crypto). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
