import type { Address } from '@sulit/contracts/customers';
import { displayPhone, FIELD_LIMITS } from '@sulit/domain/customers/customer-validation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  CheckboxField,
  type FieldErrors,
  FIELDS,
  focusFirstInvalid,
  FormAlert,
  TextField,
} from '../../../components/text-field';
import { validateAddress } from './address-validation';
import { primaryButton } from '../../../components/button';

interface PlaceSlotProps {
  errors: { province?: string | null; city?: string | null; barangay?: string | null };
  onPostcode(postcode: string | null): void;
}

interface AddressFormProps {
  address: Address | null;
  serverErrors?: FieldErrors | undefined;
  serverMessage?: string | null | undefined;
  /** the province → city → barangay pickers (the location feature's), composed in by the route */
  renderPlace(props: PlaceSlotProps): ReactNode;
  /** a new address starts with the account's name and phone (spec §2 checkout: nothing typed twice) */
  prefill?: { firstname: string; lastname: string; telephone: string | null } | undefined;
  /** where Cancel goes (default the address book) */
  cancelTo?: string;
  /** what the page's action needs beside the fields (checkout: which of its forms this is) */
  hiddenFields?: Record<string, string>;
}

/** The Philippine address of spec §3: one street line, building, landmark, label, place, postcode, PH. */
export function AddressForm({
  address,
  serverErrors,
  serverMessage,
  renderPlace,
  prefill,
  cancelTo = '/customer/address',
  hiddenFields = {},
}: AddressFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [postcode, setPostcode] = useState<string | null>(address?.postcode ?? null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = clientErrors ?? serverErrors ?? {};

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) focusFirstInvalid(form.current);
  }, [serverErrors]);

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const found = validateAddress(new FormData(event.currentTarget));
        if (Object.keys(found).length) {
          event.preventDefault();
          setClientErrors(found);
          requestAnimationFrame(() => focusFirstInvalid(form.current));
        } else {
          setClientErrors(null);
        }
      }}
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {serverMessage && <FormAlert>{serverMessage}</FormAlert>}
      <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 md:grid-cols-2 md:p-6">
        <legend className="px-1 font-extrabold">Contact</legend>
        <TextField
          {...FIELDS.firstName}
          name="firstname"
          defaultValue={address?.firstname ?? prefill?.firstname ?? ''}
          error={errors.firstname}
        />
        <TextField
          {...FIELDS.lastName}
          name="lastname"
          defaultValue={address?.lastname ?? prefill?.lastname ?? ''}
          error={errors.lastname}
        />
        <TextField
          {...FIELDS.phone}
          name="telephone"
          required
          defaultValue={displayPhone(address?.telephone ?? prefill?.telephone ?? '')}
          error={errors.telephone}
          hint="11 digits starting with 09, or +63 9…"
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 md:grid-cols-2 md:p-6">
        <legend className="px-1 font-extrabold">Address</legend>
        <TextField
          label="House no., street"
          name="street"
          autoComplete="address-line1"
          required
          defaultValue={address?.street[0] ?? ''}
          error={errors.street}
          className="md:col-span-2"
        />
        <TextField
          label="Building / unit"
          name="building_name"
          autoComplete="address-line2"
          defaultValue={address?.building_name ?? ''}
          error={errors.building_name}
        />
        <TextField label="Landmark" name="landmark" defaultValue={address?.landmark ?? ''} error={errors.landmark} />
        <div className="md:col-span-2">
          {renderPlace({
            errors: { province: errors.region_id, city: errors.city_id, barangay: errors.township_id },
            onPostcode: setPostcode,
          })}
        </div>
        <TextField
          label="Postcode"
          name="postcode"
          readOnly
          value={postcode ?? ''}
          hint="Filled in from the barangay"
        />
        <TextField label="Country" name="country_name" readOnly value="Philippines" />
        <input type="hidden" name="country_id" value="PH" />
        <TextField
          label="Location label"
          name="location_label"
          placeholder="Home, Office…"
          defaultValue={address?.location_label ?? ''}
          error={errors.location_label}
          hint={`Up to ${FIELD_LIMITS.locationLabel} characters`}
        />
        <div className="flex flex-col justify-end gap-1">
          <CheckboxField
            name="default_shipping"
            label="Use as my default delivery address"
            defaultChecked={address?.default_shipping ?? false}
          />
          <CheckboxField
            name="default_billing"
            label="Use as my default billing address"
            defaultChecked={address?.default_billing ?? false}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButton('min-h-12 rounded-xl px-6 disabled:opacity-70')}>
          {busy ? 'Saving…' : 'Save address'}
        </button>
        <Link
          to={cancelTo}
          className="inline-flex min-h-12 items-center rounded-xl px-4 font-semibold text-stone-700 hover:bg-stone-100"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
