import {
  FIELD_LIMITS,
  locationLabelRule,
  maxLengthRule,
  nameRule,
  phoneRule,
  requiredRule,
} from '@sulit/domain/customers/customer-validation';
import type { FieldErrors } from '../../../components/text-field';

/** The §5 checks of an address form, in the browser before sending and again in the action. */
export function validateAddress(form: FormData): FieldErrors {
  const text = (name: string) => String(form.get(name) ?? '');
  const street = text('street');
  const checks: Record<string, string | null> = {
    firstname: nameRule(text('firstname')),
    lastname: nameRule(text('lastname')),
    telephone: phoneRule(text('telephone')),
    street: requiredRule(street) ?? maxLengthRule(street.trim(), FIELD_LIMITS.street),
    building_name: maxLengthRule(text('building_name').trim(), FIELD_LIMITS.building),
    landmark: maxLengthRule(text('landmark').trim(), FIELD_LIMITS.landmark),
    location_label: locationLabelRule(text('location_label')),
    region_id: requiredRule(text('region_id')),
    city_id: requiredRule(text('city_id')),
    township_id: requiredRule(text('township_id')),
  };
  return Object.fromEntries(Object.entries(checks).filter(([, v]) => v)) as FieldErrors;
}
