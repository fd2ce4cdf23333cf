import { X } from './icons';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/** Opens a native modal <dialog> while `open` is true and closes it when it turns false. */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** The title bar of a sheet-style dialog: its heading (labels the dialog via `${id}-title`) and a close button. */
function DialogHeader({ id, title, onClose }: { id: string; title: ReactNode; onClose: () => void }) {
  return (
    <div className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3">
      <h2 id={`${id}-title`} className="text-lg font-extrabold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="flex size-11 items-center justify-center rounded-lg hover:bg-stone-100"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close</span>
      </button>
    </div>
  );
}

const SHEET_WIDTH = { md: 'md:max-w-md', lg: 'md:max-w-lg' } as const;

/**
 * The dialog shell of the sign-in and location dialogs: a native modal <dialog> (focus trap, Escape and the
 * inert page for free) that is a bottom sheet on phones and a centred card from the desktop breakpoint on,
 * with its title bar and a scrolling body.
 */
export function SheetDialog({
  dialogRef,
  id,
  title,
  onCloseButton,
  onClose,
  width = 'md',
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** the useId() of the dialog: its title is `${id}-title` */
  id: string;
  title: ReactNode;
  /** the title bar's close button (default: onClose) */
  onCloseButton?: () => void;
  /** every way the dialog closes (button, Escape, a form) ends here */
  onClose: () => void;
  width?: keyof typeof SHEET_WIDTH;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-surface="light"
      className={`m-0 mt-auto w-full max-w-none rounded-t-2xl bg-stone-50 p-0 text-stone-900 md:m-auto ${SHEET_WIDTH[width]} md:rounded-2xl`}
    >
      <DialogHeader id={id} title={title} onClose={onCloseButton ?? onClose} />
      {children}
    </dialog>
  );
}

const CARD_WIDTH = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(30rem,calc(100vw-2rem))]',
  /** a whole form (checkout's add and update address) */
  lg: 'w-[min(48rem,calc(100vw-1rem))]',
} as const;

/**
 * A centred card in a native modal <dialog>, open while `open` is true (the cart's stock and removal
 * prompts, the membership dialogs). Escape, a click on the backdrop and every other way of closing end in
 * `onClose`.
 */
export function CardDialog({
  open,
  onClose,
  labelledBy,
  width = 'sm',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** the id of the dialog's heading */
  labelledBy: string;
  width?: keyof typeof CARD_WIDTH;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto ${CARD_WIDTH[width]} rounded-2xl p-0 backdrop:bg-stone-950/50`}
    >
      <div className="space-y-4 p-6">{children}</div>
    </dialog>
  );
}
