import { Printer } from '../../components/icons';

/** Opens the browser's print dialog (the page's print styles hide everything but the document). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold print:hidden"
    >
      <Printer aria-hidden="true" className="size-4" /> Print
    </button>
  );
}
