import type { ConsoleSlot } from '@sulit/contracts/ops';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { isSlotCutoffMinutes, SLOT_CUTOFF_LIMITS } from '@sulit/domain/checkout/delivery-slots';
import { SLOT_CUTOFF_MINUTES } from '@sulit/domain/checkout/checkout-constants';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-slots';
import { Button } from '../components/button';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { changeSlot, getSlotCalendar } from '../features/ops/api/ops-slots';
import { STORE_OPTIONS, storeName } from '../features/ops/store-names';
import { serverApi } from '../lib/http/server-client';

const STATE_LABELS: Record<string, string> = {
  available: 'Open',
  full: 'Full',
  past_cutoff: 'Past cut-off',
  closed: 'Closed',
};

/**
 * Issue 35: slots of the staff member's stores (one store, one date, or the coming week): capacity, places taken,
 * each slot's own cut-off (decision 037), and closing or opening each.
 */
const CUTOFF_MESSAGE = `Enter a cut-off of ${SLOT_CUTOFF_LIMITS.min} to ${SLOT_CUTOFF_LIMITS.max} minutes, or leave it empty for the store default.`;
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const date = url.searchParams.get('date') || '';
  const store = url.searchParams.get('store') || '';
  const query = { ...(date ? { date } : {}), ...(store ? { store } : {}) };
  const calendar = await consoleRead(getSlotCalendar(serverApi(context, request), query), url);
  return { calendar, store, date };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = String(form.get('intent') ?? '');
  const capacity = Number(form.get('capacity'));
  const cutoffText = String(form.get('cutoff_minutes') ?? '').trim();
  const cutoff = Number(cutoffText);
  if (intent === 'cutoff' && cutoffText !== '' && !isSlotCutoffMinutes(cutoff)) return { message: CUTOFF_MESSAGE };
  const change =
    intent === 'close'
      ? { is_closed: true }
      : intent === 'open'
        ? { is_closed: false }
        : intent === 'cutoff'
          ? { cutoff_minutes: cutoffText === '' ? null : cutoff }
          : Number.isInteger(capacity) && capacity >= 0
            ? { capacity }
            : null;
  if (!Number.isInteger(id) || id <= 0 || !change) return { message: 'Enter a capacity of 0 or more.' };
  const res = await changeSlot(serverApi(context, request), id, change);
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname + url.search);
}

function SlotRow({ slot, busy }: { slot: ConsoleSlot; busy: boolean }) {
  const name = `${storeName(slot.store)} ${slot.is_store_pickup ? 'pickup' : 'delivery'} ${slot.label}`;
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <h2 className="font-bold">{name}</h2>
      <p className="text-sm text-stone-700">
        {STATE_LABELS[slot.state] ?? slot.state} · {slot.used} of {slot.capacity} taken · cut-off{' '}
        {formatDateTime(slot.cutoff_at)} ({slot.cutoff_minutes} minutes before
        {slot.cutoff_is_own ? '' : ', store default'})
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={slot.id} />
          <input type="hidden" name="intent" value="capacity" />
          <TextField
            name="capacity"
            label={`Capacity of ${name}`}
            type="number"
            min={0}
            max={10000}
            defaultValue={slot.capacity}
            className="w-40"
          />
          <Button look="secondary" type="submit" disabled={busy}>
            Save capacity
          </Button>
        </Form>
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={slot.id} />
          <input type="hidden" name="intent" value="cutoff" />
          <TextField
            name="cutoff_minutes"
            label={`Cut-off minutes before ${name}`}
            type="number"
            min={SLOT_CUTOFF_LIMITS.min}
            max={SLOT_CUTOFF_LIMITS.max}
            defaultValue={slot.cutoff_is_own ? slot.cutoff_minutes : ''}
            placeholder={String(SLOT_CUTOFF_MINUTES)}
            hint={`Empty: the store default of ${SLOT_CUTOFF_MINUTES}`}
            className="w-40"
          />
          <Button look="secondary" type="submit" disabled={busy}>
            Save cut-off
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={slot.id} />
          <input type="hidden" name="intent" value={slot.is_closed ? 'open' : 'close'} />
          <Button
            look={slot.is_closed ? 'primary' : 'secondary'}
            type="submit"
            disabled={busy}
            aria-label={`${slot.is_closed ? 'Open slot' : 'Close slot'}: ${name}`}
          >
            {slot.is_closed ? 'Open slot' : 'Close slot'}
          </Button>
        </Form>
      </div>
    </li>
  );
}

export default function OpsSlots({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, store, date } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Slots and capacity</h1>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Store and date">
        <SelectField name="store" label="Store" defaultValue={store} className="min-w-40">
          <option value="">All my stores</option>
          {STORE_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <TextField name="date" label="Date" type="date" defaultValue={date} hint="Empty: the coming week" />
        <Button look="primary" type="submit">
          Show slots
        </Button>
      </Form>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      {calendar.slots.length === 0 ? (
        <p>No slots for this store and date.</p>
      ) : (
        <ul className="space-y-3">
          {calendar.slots.map((slot) => (
            <SlotRow key={slot.id} slot={slot} busy={busy} />
          ))}
        </ul>
      )}
    </>
  );
}
