import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** The title bar of a sheet-style dialog: its heading (labels the dialog via `${id}-title`) and a close button. */
export function DialogHeader({ id, title, onClose }: { id: string; title: ReactNode; onClose: () => void }) {
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
