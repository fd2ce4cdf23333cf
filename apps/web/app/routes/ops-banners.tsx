import type { ConsoleBanner } from '@sulit/contracts/ops-merch';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-banners';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { CheckboxField, FormAlert, TextField } from '../components/text-field';
import { changeBanner, createBanner, listBanners } from '../features/ops/api/ops-merch';
import { consoleRead, refusal } from '../features/ops/console-access';
import { formReader, manilaInput } from '../features/ops/merch-form';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 35, content editors: banners per position with their schedule (Manila time) and a link that must be a page
 * of this store; whether each shows now is the storefront's own rule (spec §4). The art is drawn from the title.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { list: await consoleRead(listBanners(serverApi(context, request)), url) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const read = formReader(form);
  const api = serverApi(context, request);
  const fields = {
    title: read.field('title'),
    link: read.field('link'),
    enabled: form.get('enabled') === 'on',
    schedule_start: read.manilaTime('schedule_start'),
    schedule_end: read.manilaTime('schedule_end'),
  };
  const res =
    read.field('intent') === 'change'
      ? await changeBanner(api, Number(read.field('id')), fields)
      : await createBanner(api, {
          ...fields,
          position: read.field('position'),
          is_default: form.get('is_default') === 'on',
          sort_order: read.whole('sort_order') ?? 0,
        });
  return res.ok ? redirect(url.pathname) : refusal(res.status, res.body, url);
}

function BannerFields({ banner }: { banner?: ConsoleBanner }) {
  const of = banner ? ` of banner ${banner.id}` : '';
  return (
    <>
      <TextField name="title" label={`Title${of}`} defaultValue={banner?.title} required maxLength={120} />
      <TextField
        name="link"
        label={`Link${of}`}
        defaultValue={banner?.link}
        required
        hint="A page of this store, like /special/hot-offers.html"
      />
      <TextField
        name="schedule_start"
        label={`Shows from (Manila)${of}`}
        type="datetime-local"
        defaultValue={manilaInput(banner?.schedule_start ?? null)}
      />
      <TextField
        name="schedule_end"
        label={`Shows until (Manila)${of}`}
        type="datetime-local"
        defaultValue={manilaInput(banner?.schedule_end ?? null)}
      />
      <CheckboxField name="enabled" label={`Switched on${of}`} defaultChecked={banner?.enabled ?? true} />
    </>
  );
}

export default function OpsBanners({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Banners</h1>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <Section title="New banner" titleClassName="mb-2 text-lg font-bold" className="mb-6">
        <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="create" />
          <TextField
            name="position"
            label="Position"
            defaultValue="home-main"
            required
            hint="home-main is the home page slider"
          />
          <BannerFields />
          <TextField name="sort_order" label="Order in the slider" type="number" min={0} defaultValue={0} />
          <CheckboxField name="is_default" label="Default when nothing is scheduled" />
          <div className="flex items-end">
            <Button look="primary" type="submit" disabled={busy}>
              Create banner
            </Button>
          </div>
        </Form>
      </Section>
      <Section title="Banners" titleClassName="mb-2 text-lg font-bold">
        <ul className="space-y-4">
          {loaderData.list.banners.map((banner) => (
            <li key={banner.id} className="rounded-xl border border-stone-200 p-4">
              <h3 className="font-bold">
                {banner.title} <span className="font-normal text-stone-700">at {banner.position}</span>
              </h3>
              <p className="mb-2 text-sm text-stone-700">
                {banner.showing ? 'Showing now' : 'Not showing now'}
                {banner.is_default ? ' · default banner' : ''} · links to {banner.link}
              </p>
              <img
                src={banner.img_desktop}
                alt=""
                width={300}
                height={100}
                className="mb-2 h-auto max-w-full rounded"
              />
              <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <input type="hidden" name="intent" value="change" />
                <input type="hidden" name="id" value={banner.id} />
                <BannerFields banner={banner} />
                <div className="flex items-end">
                  <Button look="secondary" type="submit" disabled={busy}>
                    Save banner {banner.id}
                  </Button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
