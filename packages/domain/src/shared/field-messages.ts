/**
 * The one map from a validation issue to the words a shopper reads (issue 29): the field's label and the
 * spec's §8/§5 messages, never a wire path such as "body.list_name" or a validator's own English.
 */
import { VALIDATION_MESSAGES } from '../customers/customer-validation';

/** Labels for wire names whose words differ from a plain reading of the name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  list_name: 'List name',
  name: 'Name',
  customer_email: 'E-mail address',
  email: 'E-mail address',
  username: 'E-mail address',
  firstname: 'First name',
  lastname: 'Last name',
  telephone: 'Mobile number',
  mobile_number: 'Mobile number',
  password: 'Password',
  current_password: 'Current password',
  new_password: 'New password',
  qty: 'Quantity',
  note: 'Note',
  postcode: 'ZIP code',
  street: 'Street address',
  building_name: 'Building name',
  location_label: 'Location label',
  coupon_code: 'Voucher code',
  voucher_code: 'Voucher code',
  order_number: 'Order number',
  increment_id: 'Order number',
  delivery_instructions: 'Delivery instructions',
  instructions: 'Delivery instructions',
  comment: 'Comment',
  message: 'Message',
  subject: 'Subject',
  description: 'Description',
};

/** What the error handler knows of one issue: zod's code, path, message and the numbers it carries. */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string | undefined;
  minimum?: number | bigint | undefined;
  maximum?: number | bigint | undefined;
  format?: string | undefined;
  /** false when the limit itself is refused (zod's positive(): above 0) */
  inclusive?: boolean | undefined;
  expected?: string | undefined;
}

/** "list_name" → "List name", "customerEmail" → "Customer email". */
function readName(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/** The label of the field an issue is about: its last named path segment ("items.0.qty" → "Quantity"). */
export function fieldLabel(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const part = path[i];
    if (typeof part === 'string' && part !== '') return FIELD_LABELS[part] ?? readName(part);
  }
  return null;
}

/**
 * zod's own messages start with these words; a schema's own message (the spec's words, written beside the
 * rule) is kept as it is.
 */
const VALIDATOR_WORDS =
  /^(Invalid input|Invalid option|Invalid string|Invalid email|Invalid (?:key|element|value)|Too (?:small|big)|Unrecognized key|Expected |Required$)/;

function limit(value: number | bigint | undefined): number | null {
  return value === undefined ? null : Number(value);
}

/** The spec's words for one issue, without the label. */
export function issueWords(issue: FieldIssue): string {
  if (!VALIDATOR_WORDS.test(issue.message)) return issue.message;
  const min = limit(issue.minimum);
  const max = limit(issue.maximum);
  if (issue.code === 'invalid_type' && /received undefined|received null/.test(issue.message)) {
    return VALIDATION_MESSAGES.required;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return min !== null && min <= 1 ? VALIDATION_MESSAGES.required : `Please enter at least ${min} characters.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string' && max !== null) {
    return `Value must be not greater than ${max} characters`;
  }
  if (issue.code === 'too_small' && min !== null) {
    return issue.inclusive === false
      ? `Please enter a value above ${min}.`
      : `Please enter a value of at least ${min}.`;
  }
  if (issue.code === 'too_big' && max !== null) {
    return issue.inclusive === false ? `Please enter a value below ${max}.` : `Please enter a value of at most ${max}.`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return VALIDATION_MESSAGES.email;
  if (issue.code === 'unrecognized_keys') return 'This form has a field the store does not know.';
  return 'Please enter a valid value.';
}

/** "List name: This is a required field." — or the words alone when the issue is about the whole form. */
export function shopperFieldMessage(issue: FieldIssue): string {
  const words = issueWords(issue);
  const label = issue.code === 'unrecognized_keys' ? null : fieldLabel(issue.path);
  return label ? `${label}: ${words}` : words;
}

/** The first issue's message, or a plain sentence when there is none. */
export function shopperValidationMessage(issues: readonly FieldIssue[]): string {
  const first = issues[0];
  return first ? shopperFieldMessage(first) : 'Please check the form and try again.';
}
