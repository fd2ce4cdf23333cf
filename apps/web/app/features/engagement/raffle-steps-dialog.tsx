import type { RaffleConfig } from '@sulit/contracts/engagement';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { browserApi } from '../../lib/http/browser-client';
import { enterRaffle } from './api/enter-raffle';
import { TitledDialog } from '../../components/titled-dialog';

/**
 * The raffle steps modal (spec §2): how to join, the period (Asia/Manila), the DTI permit it runs under, and the
 * published commitment to the draw's seed; a signed-in shopper joins here, a guest is asked to log in first.
 */
export function RaffleStepsDialog({
  raffle,
  signedIn,
  open,
  onClose,
}: {
  raffle: RaffleConfig;
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const [entered, setEntered] = useState(raffle.entered === true);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const titleId = `raffle-steps-title-${raffle.id}`;

  async function join() {
    setBusy(true);
    const res = await enterRaffle(browserApi, raffle.id);
    setBusy(false);
    const message =
      (res.body as { message?: string } | null)?.message ?? 'You could not join right now. Please try again.';
    setNotice({ ok: res.ok, message });
    if (res.ok) setEntered(true);
  }

  return (
    <TitledDialog open={open} onClose={onClose} titleId={titleId} title={raffle.title}>
      <ol className="list-decimal space-y-2 pl-5">
        {raffle.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Runs</dt>
        <dd>
          {formatDateTime(raffle.starts_at)} to {formatDateTime(raffle.ends_at)}
        </dd>
        <dt className="font-semibold">Permit</dt>
        <dd>DTI Fair Trade Permit No. {raffle.permit_number}</dd>
      </dl>
      <p className="text-xs break-all text-stone-600">
        Draw commitment (SHA-256 of the draw&apos;s seed, published before the draw): {raffle.seed_commitment}
      </p>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded-lg p-3 text-sm ${notice.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {notice.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!raffle.open ? (
          <p className="text-sm text-stone-700">Entries open on {formatDateTime(raffle.starts_at)}.</p>
        ) : entered ? (
          !notice && <p className="text-sm font-semibold text-brand-800">You have joined this raffle.</p>
        ) : signedIn ? (
          <Button look="primary" onClick={() => void join()} disabled={busy}>
            {busy ? 'Joining…' : 'Join the raffle'}
          </Button>
        ) : (
          <ButtonLink look="primary" to="/customer/account/login?redirect=/">
            Log in to join
          </ButtonLink>
        )}
        <Button look="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </TitledDialog>
  );
}
