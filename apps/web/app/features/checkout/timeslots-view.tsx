import type { DeliverySlotsResponse } from '@sulit/contracts/checkout';
import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '../../components/button';
import { FormAlert } from '../../components/text-field';

const STATE_LABELS = { available: null, full: 'Full', past_cutoff: 'Closed for orders', closed: 'Closed' } as const;

/**
 * Spec §3/§4 timeslot step: the store's slots by date, 'Month D, hA - hA'; a full, past-cutoff or closed
 * slot is shown disabled with why; choosing one holds it for 20 minutes (the server's hold).
 */
export function TimeslotsView({ slots, message }: { slots: DeliverySlotsResponse; message: string | null }) {
  const navigation = useNavigation();
  const selected = slots.selectedTimeslot;
  return (
    <Form method="post" className="space-y-4" aria-label="Delivery timeslots" noValidate>
      {message && <FormAlert>{message}</FormAlert>}
      <p className="text-stone-700">
        {slots.isStorePickup ? 'Choose when to pick up your order.' : 'Choose when we deliver your order.'}
      </p>
      {slots.days.map((day) => (
        <fieldset key={day.date} className="rounded-2xl border border-stone-200 bg-white p-4">
          <legend className="px-1 font-extrabold">{day.label}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {day.slots.map((slot) => {
              const why = STATE_LABELS[slot.state];
              return (
                <label
                  key={slot.slot_id}
                  className={`flex min-h-12 items-center gap-3 rounded-xl border p-3 ${
                    slot.isDisabled
                      ? 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500'
                      : 'border-stone-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="slot"
                    value={`${slot.date}|${slot.intervalId}`}
                    disabled={slot.isDisabled}
                    defaultChecked={
                      !slot.isDisabled && selected?.date === slot.date && selected.intervalId === slot.intervalId
                    }
                    className="size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold">{slot.value}</span>
                    {why && <span className="block text-xs">{why}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <SubmitButton busy={navigation.state !== 'idle'} busyLabel="Reserving your timeslot…">
        Continue to payment
      </SubmitButton>
    </Form>
  );
}
