import type { ListSummary } from '@sulit/contracts/lists';
import { LIST_MESSAGES, LIST_NAME_MAX } from '@sulit/domain/lists/list-rules';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { SubmitButton } from '../../components/button';
import { SheetDialog, useModalDialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { errorMessage, GENERIC_FAILURE } from '../../lib/http/client';
import { addManyToList } from './api/add-many-to-list';
import { createList } from './api/create-list';

const NEW_LIST = 'new';

/**
 * The "Add to list" dialog: pick one of my lists or name a new one. Its own chunk, loaded when the shopper
 * first opens it (AddToListButton), so product and cart pages do not ship the form up front.
 */
export function AddToListSheet({
  lists,
  defaultListId,
  items,
  onClosed,
}: {
  /** the shopper's own lists */
  lists: ListSummary[];
  defaultListId: number;
  items: { product_id: number; qty: number }[];
  /** the dialog closed (saved, dismissed or Escape) */
  onClosed: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string>(String(defaultListId));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useModalDialog(true);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    let listId = Number(choice);
    if (choice === NEW_LIST) {
      const created = await createList(browserApi, { list_name: name.trim() });
      if (!created.ok || !created.body) {
        setBusy(false);
        return setError(errorMessage(created.body) ?? GENERIC_FAILURE);
      }
      toast.success(created.body.message);
      listId = created.body.list.list_id;
    }
    const added = await addManyToList(browserApi, { list_id: listId, items });
    setBusy(false);
    if (!added.ok) return setError(errorMessage(added.body) ?? GENERIC_FAILURE);
    toast.success(added.body?.message ?? LIST_MESSAGES.itemAdded);
    dialogRef.current?.close();
  }

  return (
    <SheetDialog dialogRef={dialogRef} id={id} title="Save to a shopping list" onClose={onClosed}>
      <form onSubmit={save} className="space-y-4 p-4">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">Choose a list</legend>
          {lists.map((list) => (
            <label key={list.list_id} className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3">
              <input
                type="radio"
                name="list"
                value={list.list_id}
                checked={choice === String(list.list_id)}
                onChange={() => setChoice(String(list.list_id))}
              />
              <span className="font-semibold">{list.list_name}</span>
              <span className="ml-auto text-sm text-stone-600">{list.item_count} items</span>
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3">
            <input
              type="radio"
              name="list"
              value={NEW_LIST}
              checked={choice === NEW_LIST}
              onChange={() => setChoice(NEW_LIST)}
            />
            <span className="font-semibold">Create a new list</span>
          </label>
        </fieldset>
        {choice === NEW_LIST && (
          <TextField
            label="New list name"
            name="list_name"
            required
            maxLength={LIST_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-sale-600">
            {error}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save to list
        </SubmitButton>
      </form>
    </SheetDialog>
  );
}
