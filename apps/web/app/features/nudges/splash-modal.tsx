import { useId } from 'react';
import { Link } from 'react-router';
import { primaryButton } from '../../components/button';
import { CardDialog } from '../../components/dialog';
import { Phone, Tag, X } from '../../components/icons';
import type { SplashAdView } from './api/get-splash-ads';
import { turnNoticesOff } from './splash-memory';

/**
 * The splash ad and the app promotion (spec §2 modals): a native modal <dialog> (focus kept inside, the page
 * behind inert, Escape and the backdrop close it). An ad with a button sends the shopper to a store page; a
 * notice only informs, and its shopper may turn notices off.
 */
export function SplashModal({ ad, onClose }: { ad: SplashAdView; onClose: () => void }) {
  const id = useId();
  const titleId = `${id}-title`;
  const Icon = ad.kind === 'app_promotion' ? Phone : Tag;
  return (
    <CardDialog open onClose={onClose} labelledBy={titleId} width="md">
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 text-xs font-bold tracking-wide text-brand-700 uppercase">
          <Icon aria-hidden="true" className="size-4" />
          {ad.kind === 'app_promotion' ? 'Sulit Club on your phone' : ad.notify_only ? 'Notice' : 'Offer'}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      {ad.image_url && (
        <img src={ad.image_url} alt="" width={448} height={224} className="h-auto w-full rounded-xl object-cover" />
      )}
      <h2 id={titleId} className="text-xl font-extrabold tracking-tight break-words">
        {ad.title}
      </h2>
      <p className="break-words text-stone-700">{ad.body}</p>
      <div className="flex flex-wrap items-center gap-3">
        {ad.link_path && ad.link_label && (
          <Link
            to={ad.link_path}
            onClick={onClose}
            className={primaryButton('flex min-h-11 items-center justify-center rounded-xl px-5')}
          >
            {ad.link_label}
          </Link>
        )}
        {ad.notify_only && (
          <button
            type="button"
            onClick={() => {
              turnNoticesOff();
              onClose();
            }}
            className="min-h-11 rounded-xl px-3 font-semibold text-brand-700 underline"
          >
            Don’t show notices again
          </button>
        )}
      </div>
    </CardDialog>
  );
}
