import type { CartProduct } from '@sulit/contracts/cart';
import { SPECIAL_INSTRUCTION_MAX_LENGTH } from '@sulit/domain/cart/cart-constants';
import { useId, useState } from 'react';
import { setLineInstruction } from './cart-store';
import { primaryButton } from '../../components/button';
import { cleanedInput } from '../../lib/cleaned-input';

/** A line's special instruction (e.g. "ripe ones, please"): collapsed until asked for, saved on demand. */
export function InstructionField({ line }: { line: CartProduct }) {
  const saved = line.specialInstruction ?? '';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(saved);
  const id = useId();

  if (!open) {
    return (
      <div className="text-sm">
        {saved && (
          <p className="text-stone-700">
            <span className="font-semibold">Instruction:</span> {saved}
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            setText(saved);
            setOpen(true);
          }}
          className="min-h-9 font-semibold text-brand-700 hover:underline"
        >
          {saved ? 'Edit instruction' : 'Add special instruction'}
        </button>
      </div>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== saved) setLineInstruction(line, text);
        setOpen(false);
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        Special instruction for {line.name}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={SPECIAL_INSTRUCTION_MAX_LENGTH}
        rows={2}
        // Line breaks and other control characters are not allowed in an instruction (the API says 400).
        // eslint-disable-next-line no-control-regex
        onChange={cleanedInput((typed) => typed.replace(/[\u0000-\u001f\u007f]/g, ' '), setText)}
        placeholder="For example: ripe ones, please"
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton('min-h-10 rounded-lg px-4 text-sm')}>
          Save instruction
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="min-h-10 rounded-lg px-4 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
