import type { NpsSurvey } from '@sulit/contracts/engagement';
import { NPS_COMMENT_MAX } from '@sulit/domain/engagement/nps-survey-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/text-field';
import { browserApi } from '../../lib/http/browser-client';
import { answerSurvey } from './api/answer-survey';
import { TitledDialog } from '../../components/titled-dialog';

/**
 * The survey modal (spec §2) after a delivery: the 0–10 recommend question, an optional reason, and "Not now".
 * Its own chunk: the gate loads it only when the server offers a survey.
 */
export function SurveyDialog({ survey, onClose }: { survey: NpsSurvey; onClose: () => void }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const scores = Array.from({ length: survey.scale_max - survey.scale_min + 1 }, (_, i) => survey.scale_min + i);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (score === null) {
      setAnswer({ ok: false, message: 'Please choose a score from 0 to 10.' });
      return;
    }
    setBusy(true);
    const trimmed = comment.trim();
    const res = await answerSurvey(browserApi, survey.id, { score, ...(trimmed ? { comment: trimmed } : {}) });
    setBusy(false);
    const message =
      (res.body as { message?: string } | null)?.message ?? 'Your answer could not be sent. Please try again.';
    setAnswer({ ok: res.ok, message });
  }

  return (
    <TitledDialog open onClose={onClose} titleId="nps-survey-title" title="How did we do?">
      {answer?.ok ? (
        <>
          <p role="status">{answer.message}</p>
          <Button look="primary" onClick={onClose}>
            Close
          </Button>
        </>
      ) : (
        <form onSubmit={(e) => void send(e)} className="space-y-4" noValidate>
          <p className="text-sm text-stone-700">Your order {survey.order_number} was delivered.</p>
          <fieldset>
            <legend className="mb-2 font-semibold">{survey.question}</legend>
            <div className="grid grid-cols-6 gap-2 sm:grid-cols-11">
              {scores.map((n) => (
                <label
                  key={n}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white font-bold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
                >
                  <input
                    type="radio"
                    name="score"
                    value={n}
                    checked={score === n}
                    onChange={() => setScore(n)}
                    className="sr-only"
                  />
                  {n}
                </label>
              ))}
            </div>
            <p className="mt-1 flex justify-between text-xs text-stone-600">
              <span>0 = Not at all likely</span>
              <span>10 = Extremely likely</span>
            </p>
          </fieldset>
          <TextAreaField
            name="comment"
            label="What is the main reason for your score? (optional)"
            maxLength={NPS_COMMENT_MAX}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {answer && !answer.ok && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {answer.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button look="primary" type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send'}
            </Button>
            <Button look="secondary" onClick={onClose}>
              Not now
            </Button>
          </div>
        </form>
      )}
    </TitledDialog>
  );
}
