import type { ReactNode } from 'react';
import { CardDialog } from '../../components/dialog';
import { X } from '../../components/icons';

/** The survey's and the raffle's dialog: the shared card dialog (focus trap, Esc) with a title and a close button. */
export function TitledDialog({
  open,
  onClose,
  title,
  titleId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <CardDialog open={open} onClose={onClose} labelledBy={titleId} width="md">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-extrabold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </CardDialog>
  );
}
