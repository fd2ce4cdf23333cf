import { ButtonLink } from '../../components/button';
import type { ExpiryPromptResponse } from '@sulit/contracts/membership';
import { formatDate } from '@sulit/domain/shared/date-format';
import { TitledDialog } from '../../components/titled-dialog';

/**
 * The expired-membership nudge or the about-to-expire prompt (spec §4 Expiry prompt). Its own chunk: few
 * pages show it, so the gate loads it only when the check says so.
 */
export function ExpiryPrompt({ prompt, onClose }: { prompt: ExpiryPromptResponse; onClose: () => void }) {
  const days = prompt.remaining_days;
  return (
    <TitledDialog
      open
      onClose={onClose}
      titleId="membership-expiry-title"
      title={prompt.is_expired ? 'Your membership has expired' : 'Your membership is about to expire'}
    >
      {prompt.is_expired ? (
        <p>
          Your Sulit Club card expired{prompt.expiry_date ? ` on ${formatDate(prompt.expiry_date)}` : ''}. Renew it to
          keep checking out at member prices.
        </p>
      ) : (
        <p>
          Your membership expires in{' '}
          <strong>
            {days} day{days === 1 ? '' : 's'}
          </strong>
          {prompt.expiry_date ? ` (${formatDate(prompt.expiry_date)})` : ''}. Renew early: a full year is added to your
          current expiry date.
        </p>
      )}
      {prompt.promo_title && (
        <p className="rounded-xl bg-sun-100 p-3 text-sm">
          <strong>{prompt.promo_title}.</strong> {prompt.promo_verbiage}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink look="primary" to="/my-membership?renew=1" onClick={onClose}>
          Renew now
        </ButtonLink>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-4 font-semibold hover:bg-stone-100">
          Later
        </button>
      </div>
    </TitledDialog>
  );
}
