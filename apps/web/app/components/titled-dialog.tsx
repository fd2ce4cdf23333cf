import type { ReactNode } from 'react';
import { CardDialog } from './dialog';
import { X } from './icons';

/** A dialog with a title and a close button: the shared card dialog (focus trap, Esc) every feature's modal uses. */
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
