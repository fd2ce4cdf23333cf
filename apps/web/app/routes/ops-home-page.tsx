import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/ops-home-page';
import { Button } from '../components/button';
import { Section } from '../components/section';
import { FormAlert, TextAreaField } from '../components/text-field';
import { previewHomePage, publishHomePage, readHomePage } from '../features/ops/api/ops-merch';
import { consoleRead, refusal } from '../features/ops/console-access';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 35, content editors: the home page's JSON sections. Preview checks them against the home page's schema on
 * the server and lists what shoppers would see; publish checks again and saves. A broken page is never saved.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { page: await consoleRead(readHomePage(serverApi(context, request)), url) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const json = String(form.get('json') ?? '');
  const api = serverApi(context, request);
  if (form.get('intent') === 'publish') {
    const res = await publishHomePage(api, json);
    if (!res.ok || !res.body) return { ...(await refusal(res.status, res.body, url)).data, json };
    return { published: res.body.updated_at, json: res.body.json };
  }
  const res = await previewHomePage(api, json);
  if (!res.ok) return { ...(await refusal(res.status, res.body, url)).data, json };
  return { preview: res.body, json };
}

export default function OpsHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const result = actionData as
    | {
        message?: string;
        json: string;
        published?: string;
        preview?: { sections: { type: string; title: string | null }[]; hidden: number };
      }
    | undefined;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Home page</h1>
      {result?.message && <FormAlert>{result.message}</FormAlert>}
      {result?.published && (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm">
          Published. Shoppers see it within a few seconds.
        </p>
      )}
      <Form method="post" className="space-y-3">
        <TextAreaField
          name="json"
          label="Home page sections (JSON)"
          rows={24}
          defaultValue={result?.json ?? loaderData.page.json}
          key={result?.published ?? 'draft'}
          spellCheck={false}
          className="font-mono text-sm"
        />
        <div className="flex flex-wrap gap-3">
          <Button look="secondary" type="submit" name="intent" value="preview" disabled={busy}>
            Preview
          </Button>
          <Button look="primary" type="submit" name="intent" value="publish" disabled={busy}>
            Publish
          </Button>
        </div>
      </Form>
      {result?.preview && (
        <Section title="Preview: what shoppers see, in order" titleClassName="mb-2 mt-6 text-lg font-bold">
          <ol className="list-decimal space-y-1 pl-6">
            {result.preview.sections.map((section, index) => (
              <li key={index}>
                {section.type.replaceAll('_', ' ')}
                {section.title ? `: ${section.title}` : ''}
              </li>
            ))}
          </ol>
          {result.preview.hidden > 0 && (
            <p className="mt-2 text-sm">{result.preview.hidden} switched off (status 0).</p>
          )}
        </Section>
      )}
    </>
  );
}
