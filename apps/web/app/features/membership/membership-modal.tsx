import { X } from '../../components/icons';
import type { ReactNode } from 'react';
import { CardDialog } from '../../components/dialog';

/** What every membership dialog is told: whether it is open, how it closes, and whether the shopper is signed in. */
export interface MembershipDialogProps {
  open: boolean;
  onClose: () => void;
  /** a guest is asked to log in or create an account first */
  signedIn: boolean;
}

/** A membership dialog: the shared card dialog with a title and a close button. */
export function MembershipModal({
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
