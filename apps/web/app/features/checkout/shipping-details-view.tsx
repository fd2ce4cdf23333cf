import type { CartProduct } from '@sulit/contracts/cart';
import { StepFieldset } from './step-fieldset';
import type { CheckoutStepResponse } from '@sulit/contracts/checkout';
import type { Address } from '@sulit/contracts/customers';
import {
  CANCELLATION_OPTIONS,
  DELIVERY_INSTRUCTION_PRESETS,
  THIRD_PARTY_SHIPPING_TYPES,
} from '@sulit/domain/checkout/checkout-constants';
import { OWN_SELLER_ID, PHYSICAL_STORES } from '@sulit/domain/shared/store-constants';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '../../components/button';
import { FormAlert, RadioChoices } from '../../components/text-field';
import { DELIVERY_ADDRESS_PATH, PICKUP_DETAILS_PATH } from './checkout-layout';
import { Section } from '../../components/section';

export interface ShippingDetailsProps {
  state: CheckoutStepResponse;
  addresses: Address[];
  lines: CartProduct[];
  /** spec §4: store pickup chosen while bulky or non-pickup goods are in the cart */
  pickupBlockedSkus: readonly string[];
  message: string | null;
}

/**
 * Spec §2/§3 shipping details: delivery to a saved address or pickup at a store, the delivery-instruction
 * presets, the cancellation option, the stock confirmation and the third-party sellers' shipping types.
 */
const DELIVERY_TYPES = [
  { value: 'delivery', label: 'Deliver to my address' },
  { value: 'pickup', label: 'Pick up at a store' },
] as const;

export function ShippingDetailsView({ state, addresses, lines, pickupBlockedSkus, message }: ShippingDetailsProps) {
  const navigation = useNavigation();
  const [type, setType] = useState<'delivery' | 'pickup'>(state.delivery_type);
  const defaultAddress =
    state.address_id ?? addresses.find((a) => a.default_shipping)?.id ?? addresses[0]?.id ?? undefined;
  const sellers = [
    ...new Map(lines.filter((l) => l.seller_id !== OWN_SELLER_ID).map((l) => [l.seller_id, l])).values(),
  ];
  const instruction = state.deliveryInstruction ?? '';
  const goods = lines.filter((l) => !l.is_membership);
  return (
    <Form method="post" className="space-y-6" aria-label="Shipping details">
      {message && <FormAlert>{message}</FormAlert>}
      {type === 'pickup' && pickupBlockedSkus.length > 0 && (
        <p role="status" className="rounded-xl bg-sun-100 p-3 text-sm">
          Some items cannot be picked up at the store (bulky or sold by another seller): {pickupBlockedSkus.join(', ')}.
          Choose delivery, or remove them from your cart.
        </p>
      )}
      <StepFieldset legend="How do you want to get your order?">
        <div className="flex flex-wrap gap-4">
          <RadioChoices
            name="delivery_type"
            choices={DELIVERY_TYPES}
            value={type}
            onChange={setType}
            className="gap-2 font-semibold"
          />
        </div>
        {type === 'delivery' ? (
          <div className="mt-4 space-y-2">
            <p className="font-bold">Delivery address</p>
            {addresses.map((a) => (
              <label
                key={a.id}
                className="flex gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-700"
              >
                <input
                  type="radio"
                  name="address_id"
                  value={a.id}
                  defaultChecked={a.id === defaultAddress}
                  className="mt-1 size-5 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">
                    {a.firstname} {a.lastname}
                    {a.default_shipping && <span className="ml-2 text-xs text-brand-700">Default</span>}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {[...a.street, a.building_name, a.township, a.city, a.region.region].filter(Boolean).join(', ')}
                  </span>
                  <span className="block text-sm text-stone-700">{a.telephone}</span>
                </span>
              </label>
            ))}
            <p className="flex flex-wrap gap-4">
              <Link
                to={`${DELIVERY_ADDRESS_PATH}?address=new`}
                className="inline-block font-semibold text-brand-700 underline"
              >
                Add a new address
              </Link>
              <Link to={DELIVERY_ADDRESS_PATH} className="inline-block font-semibold text-brand-700 underline">
                Change or edit addresses
              </Link>
            </p>
          </div>
        ) : (
          <label className="mt-4 block">
            <span className="mb-1 block font-bold">Pickup store</span>
            <select
              name="store_source_code"
              defaultValue={state.pickup_source_code ?? state.source_code ?? PHYSICAL_STORES[0]!.sourceCode}
              className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
            >
              {PHYSICAL_STORES.map((s) => (
                <option key={s.sourceCode} value={s.sourceCode}>
                  {s.name} ({s.hours})
                </option>
              ))}
            </select>
          </label>
        )}
      </StepFieldset>

      {type === 'pickup' && (
        <p>
          <Link to={PICKUP_DETAILS_PATH} className="font-semibold text-brand-700 underline">
            Pickup details: the store’s address, hours and who picks up
          </Link>
        </p>
      )}
      {/* doorbell, dog and guard instructions are for a rider at the door, not for a store pickup */}
      {type === 'delivery' && (
        <StepFieldset legend="Delivery instruction">
          <select
            name="deliveryInstruction"
            aria-label="Delivery instruction"
            defaultValue={DELIVERY_INSTRUCTION_PRESETS.includes(instruction) ? instruction : ''}
            className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
          >
            <option value="">No instruction</option>
            {DELIVERY_INSTRUCTION_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {preset}
              </option>
            ))}
          </select>
        </StepFieldset>
      )}

      <StepFieldset legend="If an item is out of stock">
        <div className="space-y-1">
          <RadioChoices
            name="cancellationOption"
            choices={CANCELLATION_OPTIONS.map((option) => ({ value: option.key, label: option.value }))}
            defaultValue={state.cancellationOption.key}
          />
        </div>
      </StepFieldset>

      {sellers.length > 0 && (
        <StepFieldset legend="Shipping by other sellers">
          {sellers.map((line) => (
            <label key={line.seller_id} className="mb-2 block">
              <span className="mb-1 block font-semibold">{line.shop_name}</span>
              <select
                name={`shippingType.${line.seller_id}`}
                className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
              >
                {THIRD_PARTY_SHIPPING_TYPES.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </StepFieldset>
      )}

      <Section
        title="Stock confirmation"
        className="rounded-2xl border border-stone-200 bg-white p-4"
        titleClassName="mb-2 text-lg font-extrabold"
      >
        <p className="mb-2 text-sm text-stone-700">
          All {goods.length} {goods.length === 1 ? 'product is' : 'products are'} in stock for your order.
        </p>
        <ul className="divide-y divide-stone-100 text-sm">
          {lines.map((l) => (
            <li key={l.sku} className="flex justify-between gap-3 py-1">
              <span>
                {l.name} <span className="text-stone-600">× {l.qty}</span>
              </span>
              <span className="text-stone-600">{l.shop_name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <SubmitButton busy={navigation.state !== 'idle'} busyLabel="Saving…">
        Continue
      </SubmitButton>
    </Form>
  );
}
