import { LIST_NAME_MAX } from '@sulit/domain/lists/list-rules';
import { type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../components/text-field';

/** A form that asks for a list's name (create, copy, rename): the name box, then the caller's submit button. */
export function ListNameForm({
  label,
  defaultValue,
  onSubmit,
  children,
}: {
  label: string;
  defaultValue?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={label}
        name="list_name"
        required
        maxLength={LIST_NAME_MAX}
        defaultValue={defaultValue}
        className="flex-1"
      />
      {children}
    </form>
  );
}
