import type { ConsoleVoucher } from '@sulit/contracts/ops-merch';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-vouchers';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, SelectField, TextField } from '../components/text-field';
import { createVoucher, disableVoucher, listVouchers } from '../features/ops/api/ops-merch';
import { consoleRead, refusal } from '../features/ops/console-access';
import { formReader } from '../features/ops/merch-form';
import { serverApi } from '../lib/http/server-client';

const STATE_LABELS: Record<ConsoleVoucher['state'], string> = {
  open: 'Applies now',
  not_started: 'Not started',
  expired: 'Expired',
  used_up: 'Fully redeemed',
  off: 'Switched off',
};

/** Issue 35, content editors: vouchers shoppers apply in the cart, created and switched off. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { list: await consoleRead(listVouchers(serverApi(context, request)), url) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const read = formReader(await request.formData());
  const api = serverApi(context, request);
  if (read.field('intent') === 'disable') {
    const res = await disableVoucher(api, Number(read.field('id')));
    return res.ok ? redirect(url.pathname) : refusal(res.status, res.body, url);
  }
  const percent = read.field('discount_type') === 'percent';
  const res = await createVoucher(api, {
    code: read.field('code'),
    discount_type: percent ? 'percent' : 'fixed',
    discount_value: percent ? read.whole('discount_value') : read.centavos('discount_value'),
    max_discount: percent ? read.centavos('max_discount') : null,
    min_spend: read.centavos('min_spend') ?? 0,
    starts_at: read.manilaTime('starts_at'),
    ends_at: read.manilaTime('ends_at'),
    usage_limit: read.whole('usage_limit'),
    usage_limit_per_customer: read.whole('usage_limit_per_customer'),
  });
  return res.ok ? redirect(url.pathname) : refusal(res.status, res.body, url);
}

function terms(v: ConsoleVoucher): string {
  const off =
    v.discount_type === 'percent'
      ? `${v.discount_value}% off${v.max_discount !== null ? `, at most ${formatPeso(v.max_discount)}` : ''}`
      : `${formatPeso(v.discount_value)} off`;
  const minimum = v.min_spend > 0 ? ` from ${formatPeso(v.min_spend)}` : '';
  const uses = `${v.times_used} of ${v.usage_limit ?? 'unlimited'} used`;
  const each = v.usage_limit_per_customer !== null ? `, ${v.usage_limit_per_customer} per customer` : '';
  const window = `${v.starts_at ? ` from ${formatDateTime(v.starts_at)}` : ''}${v.ends_at ? ` until ${formatDateTime(v.ends_at)}` : ''}`;
  return `${off}${minimum} · ${uses}${each}${window}`;
}

export default function OpsVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Vouchers</h1>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <Section title="New voucher" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="create" />
          <TextField name="code" label="Code" required hint="3 to 32 letters, digits or dashes" />
          <SelectField name="discount_type" label="Discount" defaultValue="percent">
            <option value="percent">Percent off</option>
            <option value="fixed">Pesos off</option>
          </SelectField>
          <TextField name="discount_value" label="Percent or pesos off" inputMode="decimal" required />
          <TextField name="max_discount" label="At most (₱, percent only)" inputMode="decimal" />
          <TextField name="min_spend" label="Minimum spend (₱)" inputMode="decimal" />
          <TextField name="usage_limit" label="Uses in total" type="number" min={1} />
          <TextField name="usage_limit_per_customer" label="Uses per customer" type="number" min={1} />
          <TextField name="starts_at" label="Starts (Manila time)" type="datetime-local" />
          <TextField name="ends_at" label="Ends (Manila time)" type="datetime-local" />
          <div className="flex items-end">
            <Button look="primary" type="submit" disabled={busy}>
              Create voucher
            </Button>
          </div>
        </Form>
      </Section>
      <Section title="Vouchers" titleClassName="mb-2 text-lg font-bold">
        <ul className="divide-y divide-stone-200">
          {loaderData.list.vouchers.map((voucher) => (
            <li key={voucher.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold">{voucher.code}</span> — {STATE_LABELS[voucher.state]} · {terms(voucher)}
              </span>
              {voucher.is_active && (
                <Form method="post">
                  <input type="hidden" name="intent" value="disable" />
                  <input type="hidden" name="id" value={voucher.id} />
                  <Button look="secondary" type="submit" disabled={busy} aria-label={`Switch off ${voucher.code}`}>
                    Switch off
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
