import { formatPeso } from '@sulit/domain/shared/money';
import {
  REBATE_RATE_BASIS_POINTS,
  REBATE_RETURN_WINDOW_DAYS,
  REBATE_YEARLY_CAP,
} from '@sulit/domain/rebates/rebate-rules';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { CardDialog } from '../../components/dialog';

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * The business membership and rebate modal and the executive modal (spec §2): how rebates work, from the
 * packages' own terms, with the way to get them — a membership for a shopper without one, the Executive
 * upgrade for a Business member.
 */
export function RebateTermsDialog({ variant }: { variant: 'business' | 'executive' }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const executiveCap = REBATE_YEARLY_CAP.EXECUTIVE ?? 0;
  return (
    <>
      <Button look="secondary" onClick={() => setOpen(true)}>
        {variant === 'business' ? 'How rebates work' : 'Earn 2% with Executive'}
      </Button>
      <CardDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} width="md">
        <h2 id={titleId} className="text-xl font-extrabold">
          {variant === 'business' ? 'Business membership and rebate' : 'Executive membership'}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Business members earn {percent(REBATE_RATE_BASIS_POINTS.BUSINESS)} back on what they pay for delivered
            goods.
          </li>
          <li>
            Executive members earn {percent(REBATE_RATE_BASIS_POINTS.EXECUTIVE)} back, up to {formatPeso(executiveCap)}{' '}
            a year.
          </li>
          <li>
            A rebate is pending for {REBATE_RETURN_WINDOW_DAYS} days after delivery (the return window), then you can
            apply it at checkout. Cancelled orders give back the rebate they used.
          </li>
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <Button look="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
          {variant === 'business' ? (
            <ButtonLink look="primary" to="/lofcustomermembership/buy">
              Get a membership
            </ButtonLink>
          ) : (
            <ButtonLink look="primary" to="/my-membership">
              Upgrade to Executive
            </ButtonLink>
          )}
        </div>
      </CardDialog>
    </>
  );
}
