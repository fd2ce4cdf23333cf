import type { ConsoleCampaign } from '@sulit/contracts/ops-merch';
import { formatDateTime } from '@sulit/domain/shared/date-format';
import { formatPeso } from '@sulit/domain/shared/money';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-campaigns';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, TextField } from '../components/text-field';
import { changeCampaign, createCampaign, endCampaign, listCampaigns } from '../features/ops/api/ops-merch';
import { consoleRead, refusal } from '../features/ops/console-access';
import { formReader, manilaInput } from '../features/ops/merch-form';
import { serverApi } from '../lib/http/server-client';

const STATE_LABELS = { scheduled: 'Scheduled', active: 'Running now', ended: 'Ended' } as const;

/** Issue 35, content editors: campaign prices per product and window (Manila time), created, changed and ended. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const sku = url.searchParams.get('sku')?.trim() ?? '';
  return { list: await consoleRead(listCampaigns(serverApi(context, request), sku), url), sku };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const read = formReader(await request.formData());
  const api = serverApi(context, request);
  const id = Number(read.field('id'));
  const intent = read.field('intent');
  const res =
    intent === 'end'
      ? await endCampaign(api, id)
      : intent === 'change'
        ? await changeCampaign(api, id, {
            price: read.centavos('price') ?? undefined,
            stock: read.whole('stock') ?? undefined,
            end_time: read.manilaTime('end_time') ?? undefined,
          })
        : await createCampaign(api, {
            sku: read.field('sku'),
            price: read.centavos('price'),
            stock: read.whole('stock'),
            start_time: read.manilaTime('start_time'),
            end_time: read.manilaTime('end_time'),
          });
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname + url.search);
}

function CampaignRow({ campaign, busy }: { campaign: ConsoleCampaign; busy: boolean }) {
  const name = `${campaign.name} (${campaign.sku})`;
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <h3 className="font-bold">{name}</h3>
      <p className="text-sm text-stone-700">
        {STATE_LABELS[campaign.state]} · {formatPeso(campaign.price)} instead of {formatPeso(campaign.regular_price)} ·{' '}
        {campaign.stock} in campaign stock · {formatDateTime(campaign.start_time)} to{' '}
        {formatDateTime(campaign.end_time)}
      </p>
      {campaign.state !== 'ended' && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={campaign.id} />
            <input type="hidden" name="intent" value="change" />
            <TextField
              name="price"
              label={`Price of ${name} (₱)`}
              inputMode="decimal"
              defaultValue={(campaign.price / 100).toFixed(2)}
              className="w-36"
            />
            <TextField
              name="stock"
              label={`Stock of ${name}`}
              type="number"
              min={0}
              defaultValue={campaign.stock}
              className="w-28"
            />
            <TextField
              name="end_time"
              label={`Ends (Manila) for ${name}`}
              type="datetime-local"
              defaultValue={manilaInput(campaign.end_time)}
            />
            <Button look="secondary" type="submit" disabled={busy}>
              Save campaign
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="id" value={campaign.id} />
            <input type="hidden" name="intent" value="end" />
            <Button look="secondary" type="submit" disabled={busy} aria-label={`End now: ${name}`}>
              End now
            </Button>
          </Form>
        </div>
      )}
    </li>
  );
}

export default function OpsCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { list, sku } = loaderData;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Campaign prices</h1>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <Section title="New campaign price" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="create" />
          <TextField name="sku" label="Product SKU" required />
          <TextField name="price" label="Campaign price (₱)" inputMode="decimal" required />
          <TextField name="stock" label="Campaign stock" type="number" min={0} required />
          <TextField name="start_time" label="Starts (Manila time)" type="datetime-local" required />
          <TextField name="end_time" label="Ends (Manila time)" type="datetime-local" required />
          <div className="flex items-end">
            <Button look="primary" type="submit" disabled={busy}>
              Create campaign
            </Button>
          </div>
        </Form>
      </Section>
      <Section title="Campaigns" titleClassName="mb-2 text-lg font-bold">
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Find campaigns">
          <TextField name="sku" label="Only the SKU" defaultValue={sku} />
          <Button look="secondary" type="submit">
            Show campaigns
          </Button>
        </Form>
        {list.campaigns.length === 0 ? (
          <p>No campaign prices{sku ? ` for ${sku}` : ''}.</p>
        ) : (
          <ul className="space-y-3">
            {list.campaigns.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} busy={busy} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
