import type { Address } from '@sulit/contracts/customers';
import { landmarkLine } from '@sulit/domain/customers/address-lines';
import { displayPhone } from '@sulit/domain/customers/customer-validation';

/** One address as a shopper reads it, with its default badges. */
export function AddressSummary({ address }: { address: Address }) {
  const lines = [
    [address.building_name, address.street[0]].filter(Boolean).join(', '),
    landmarkLine(address.landmark),
    `${address.township}, ${address.city}`,
    `${address.region.region} ${address.postcode}, Philippines`,
  ].filter(Boolean);
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-stone-900">
          {address.firstname} {address.lastname}
        </span>
        {address.location_label && (
          <span className="rounded-md bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700">
            {address.location_label}
          </span>
        )}
        {address.default_shipping && (
          <span className="rounded-md bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-900">
            Default shipping
          </span>
        )}
        {address.default_billing && (
          <span className="rounded-md bg-sun-100 px-1.5 py-0.5 text-xs font-bold text-brand-950">Default billing</span>
        )}
      </p>
      <address className="text-stone-700 not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="text-stone-700">{displayPhone(address.telephone)}</p>
    </div>
  );
}
