import { useId, useState } from 'react';
import { Form } from 'react-router';
import { CardDialog } from '../../components/dialog';

const CANCEL_LOOK =
  'inline-flex min-h-12 items-center justify-center rounded-xl border border-red-300 bg-white px-5 font-semibold text-red-800 disabled:opacity-70';

/**
 * "Cancel order" asks first in the app's modal dialog (focus kept inside, Escape keeps the order); the
 * confirming button posts the page's cancel intent, so the server decides as before.
 */
export function CancelOrderButton({ orderNumber, busy }: { orderNumber: string; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={busy} className={CANCEL_LOOK}>
        Cancel order
      </button>
      <CardDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-xl font-extrabold">
          Cancel order {orderNumber}?
        </h2>
        <p className="text-stone-800">
          This cannot be undone. If you paid online, the payment goes back to your payment method.
        </p>
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="btn-secondary min-h-12 flex-1 rounded-xl px-4"
          >
            Keep my order
          </button>
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className="min-h-12 flex-1 rounded-xl bg-red-700 px-4 font-bold text-white hover:bg-red-800 disabled:opacity-70"
          >
            Yes, cancel it
          </button>
        </Form>
      </CardDialog>
    </>
  );
}
