import type { FaqConsoleItem } from '@sulit/contracts/ops-care';
import { faqParagraphs } from '@sulit/domain/help/faq-editing';
import { FAQ_ARTICLE_TYPES } from '@sulit/domain/help/help-rules';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/ops-faqs';
import { Button } from '../components/button';
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from '../components/text-field';
import { consoleRead, refusal } from '../features/ops/console-access';
import { createFaq, type FaqWriteBody, listFaqs, reorderFaqs, updateFaq } from '../features/ops/api/ops-faqs';
import { serverApi } from '../lib/http/server-client';

/**
 * Issue 35 (decision 037): the help centre's FAQs by section, published or not. Content editors and administrators
 * write new ones, rewrite, move up or down, and unpublish; the help centre shows the change on its next page load.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { items } = await consoleRead(listFaqs(serverApi(context, request)), url);
  return { items };
}

function bodyOf(form: FormData): FaqWriteBody {
  return {
    article_type: String(form.get('article_type') ?? ''),
    question: String(form.get('question') ?? ''),
    answer: faqParagraphs(String(form.get('answer') ?? '')),
    keywords: String(form.get('keywords') ?? '').slice(0, 300),
    published: form.get('published') === 'on',
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  let res;
  if (intent === 'create') res = await createFaq(api, bodyOf(form));
  else if (intent === 'update' && Number.isInteger(id) && id > 0) res = await updateFaq(api, id, bodyOf(form));
  else if (intent === 'move') {
    const ids = String(form.get('order') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    res = await reorderFaqs(api, String(form.get('article_type') ?? ''), ids);
  } else return { message: 'Choose what to do with the FAQ.' };
  if (!res.ok) return refusal(res.status, res.body, url);
  return redirect(url.pathname);
}

function FaqFields({ faq, prefix }: { faq?: FaqConsoleItem; prefix: string }) {
  return (
    <>
      <SelectField name="article_type" label={`${prefix}: section`} defaultValue={faq?.article_type ?? 'delivery'}>
        {FAQ_ARTICLE_TYPES.map((t) => (
          <option key={t.type} value={t.type}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <TextField name="question" label={`${prefix}: question`} defaultValue={faq?.question ?? ''} required />
      <TextAreaField
        name="answer"
        label={`${prefix}: answer`}
        hint="A blank line starts a new paragraph."
        rows={4}
        defaultValue={faq?.answer.join('\n\n') ?? ''}
        required
      />
      <TextField
        name="keywords"
        label={`${prefix}: extra search words`}
        defaultValue={faq?.keywords ?? ''}
        maxLength={300}
      />
      <CheckboxField name="published" label={`${prefix}: published`} defaultChecked={faq?.published ?? true} />
    </>
  );
}

/** The section's ids with the one at `index` swapped with its neighbour `by` places away. */
function swapped(section: FaqConsoleItem[], index: number, by: number): string {
  const ids = section.map((f) => f.id);
  const other = index + by;
  [ids[index], ids[other]] = [ids[other]!, ids[index]!];
  return ids.join(',');
}

function FaqRow({
  faq,
  section,
  index,
  busy,
}: {
  faq: FaqConsoleItem;
  section: FaqConsoleItem[];
  index: number;
  busy: boolean;
}) {
  const move = (by: number, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="article_type" value={faq.article_type} />
      <input type="hidden" name="order" value={swapped(section, index, by)} />
      <Button look="secondary" type="submit" disabled={busy} aria-label={`${label}: ${faq.question}`}>
        {label}
      </Button>
    </Form>
  );
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <h3 className="font-bold">{faq.question}</h3>
      <p className="text-sm text-stone-700">
        {faq.published ? (
          <Link to={faq.url} className="text-brand-800 underline">
            Published
          </Link>
        ) : (
          'Not published'
        )}{' '}
        · {faq.answer.length} paragraph{faq.answer.length === 1 ? '' : 's'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {index > 0 && move(-1, 'Move up')}
        {index < section.length - 1 && move(1, 'Move down')}
      </div>
      {/* keyed by the last save: a saved form closes and shows what was stored */}
      <details key={faq.updated_at} className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800">Edit: {faq.question}</summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={faq.id} />
          <FaqFields faq={faq} prefix={`FAQ ${faq.id}`} />
          <Button look="primary" type="submit" disabled={busy}>
            Save FAQ
          </Button>
        </Form>
      </details>
    </li>
  );
}

export default function OpsFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Help centre FAQs</h1>
      {actionData?.message && <FormAlert>{actionData.message}</FormAlert>}
      <details key={items.length} className="mb-6 rounded-xl border border-stone-200 p-4">
        <summary className="cursor-pointer font-bold">Write a new FAQ</summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="create" />
          <FaqFields prefix="New FAQ" />
          <Button look="primary" type="submit" disabled={busy}>
            Add FAQ
          </Button>
        </Form>
      </details>
      {FAQ_ARTICLE_TYPES.map((type) => {
        const section = items.filter((f) => f.article_type === type.type);
        return (
          <section key={type.type} className="mb-6" aria-labelledby={`faq-section-${type.type}`}>
            <h2 id={`faq-section-${type.type}`} className="mb-2 text-lg font-bold">
              {type.label}
            </h2>
            {section.length === 0 ? (
              <p>No FAQs in this section.</p>
            ) : (
              <ol className="space-y-3">
                {section.map((faq, index) => (
                  <FaqRow key={faq.id} faq={faq} section={section} index={index} busy={busy} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </>
  );
}
