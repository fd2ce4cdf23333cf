import type { RebatesNotSeen } from '@sulit/contracts/rebates';
import { formatPeso } from '@sulit/domain/shared/money';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '../../components/button';
import { CardDialog } from '../../components/dialog';

/**
 * The loyalty rebate modal (spec §2): rebates that became available since the member last looked. "Got it" marks
 * them seen (PUT transaction/rebates/seen for each); Escape only closes it, so it shows again next time.
 */
export function LoyaltyRebateDialog({ notSeen }: { notSeen: RebatesNotSeen }) {
  const [open, setOpen] = useState(notSeen.total_count > 0);
  const titleId = useId();
  if (notSeen.total_count === 0) return null;
  const total = notSeen.data.reduce((t, r) => t + r.amount, 0);
  return (
    <CardDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
      <h2 id={titleId} className="text-xl font-extrabold">
        Your rebate is ready to use
      </h2>
      <p>
        <strong>{formatPeso(total)}</strong> in rebates is now available. Apply it at checkout to pay part of your next
        order.
      </p>
      <ul className="space-y-1 text-sm">
        {notSeen.data.map((r) => (
          <li key={r.rebateId} className="flex justify-between gap-2">
            <span>{r.order_number ? `Order ${r.order_number}` : 'Rebate'}</span>
            <span className="font-semibold">{formatPeso(r.amount)}</span>
          </li>
        ))}
      </ul>
      <Form method="post" onSubmit={() => setOpen(false)} className="flex justify-end gap-2">
        <input type="hidden" name="intent" value="seen" />
        {notSeen.data.map((r) => (
          <input key={r.rebateId} type="hidden" name="rebateId" value={r.rebateId} />
        ))}
        <Button look="primary" type="submit">
          Got it
        </Button>
      </Form>
    </CardDialog>
  );
}
