/**
 * FAQ articles as staff edit them in the console (issue 35): what a valid article is, the text the help centre's
 * search reads (the same shape the seed writes), and a slug made from the question.
 */
import { FAQ_ARTICLE_TYPES } from './help-rules';

export const FAQ_LIMITS = {
  questionMin: 5,
  questionMax: 200,
  paragraphMax: 2000,
  paragraphs: 10,
  keywordsMax: 300,
  slugMax: 80,
} as const;

export const FAQ_MESSAGES = {
  notFound: 'FAQ not found',
  slugTaken: 'Another FAQ already has that address. Change the question or the address.',
  type: 'Choose a section for the FAQ.',
  question: `Write a question of ${FAQ_LIMITS.questionMin} to ${FAQ_LIMITS.questionMax} characters.`,
  answer: `Write an answer of 1 to ${FAQ_LIMITS.paragraphs} paragraphs, each up to ${FAQ_LIMITS.paragraphMax} characters.`,
  order: 'The new order must name every FAQ of the section once.',
} as const;

export interface FaqDraft {
  article_type: string;
  question: string;
  /** paragraphs */
  answer: readonly string[];
  keywords: string;
}

/** The first problem of a draft, or null when it may be saved. */
export function faqDraftProblem(draft: FaqDraft): string | null {
  if (!FAQ_ARTICLE_TYPES.some((t) => t.type === draft.article_type)) return FAQ_MESSAGES.type;
  const question = draft.question.trim();
  if (question.length < FAQ_LIMITS.questionMin || question.length > FAQ_LIMITS.questionMax)
    return FAQ_MESSAGES.question;
  const paragraphs = draft.answer.map((p) => p.trim()).filter((p) => p.length > 0);
  if (
    paragraphs.length === 0 ||
    paragraphs.length > FAQ_LIMITS.paragraphs ||
    paragraphs.some((p) => p.length > FAQ_LIMITS.paragraphMax)
  )
    return FAQ_MESSAGES.answer;
  return null;
}

/** Paragraphs from a text box: blank lines separate them. */
export function faqParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** What the help centre's search matches (question, answer and keywords in lower case), as the seed writes it. */
export function faqSearchText(draft: FaqDraft): string {
  return [draft.question, ...draft.answer, draft.keywords].join(' ').toLowerCase();
}

/** An address for a new article from its question: lower-case words joined by hyphens, [a-z0-9-] only. */
export function faqSlugOf(question: string): string {
  const slug = question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FAQ_LIMITS.slugMax)
    .replace(/-+$/g, '');
  return slug || 'faq';
}
