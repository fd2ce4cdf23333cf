import { csvLine, DomainError } from '@sulit/domain';
import type { EngagementDeps } from './engagement-deps';

/** The entries as CSV for the operator (and the DTI): the draw's order, who entered and when (UTC). */
export async function exportRaffleEntries(deps: EngagementDeps, id: number): Promise<string> {
  const raffle = await deps.raffles.byId(id);
  if (!raffle) throw new DomainError('not_found', `No raffle ${id}.`);
  const rows = await deps.raffles.entries(id);
  const lines = [csvLine(['entry_id', 'customer_id', 'first_name', 'last_name', 'email', 'entered_at'])];
  for (const r of rows) lines.push(csvLine([r.id, r.customer_id, r.firstname, r.lastname, r.email, r.created_at]));
  return `${lines.join('\r\n')}\r\n`;
}
