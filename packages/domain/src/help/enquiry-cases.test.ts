import { describe, expect, it } from 'vitest';
import { enquiryCaseActions, enquiryCaseFromStates, enquiryReplyMail, ENQUIRY_CASE_MESSAGES } from './enquiry-cases';
import { faqDraftProblem, faqParagraphs, faqSearchText, faqSlugOf, FAQ_MESSAGES } from './faq-editing';

describe('the enquiry case table', () => {
  it('takes a new case before answering it, and closes any open case', () => {
    expect(enquiryCaseFromStates('assign')).toEqual(['new', 'assigned']);
    expect(enquiryCaseFromStates('reply')).toEqual(['assigned', 'answered']);
    expect(enquiryCaseFromStates('close')).toEqual(['new', 'assigned', 'answered']);
  });

  it('offers the actions of a status, none for a closed or unknown one', () => {
    expect(enquiryCaseActions('new')).toEqual(['assign', 'close']);
    expect(enquiryCaseActions('assigned')).toEqual(['assign', 'reply', 'close']);
    expect(enquiryCaseActions('answered')).toEqual(['reply', 'close']);
    expect(enquiryCaseActions('closed')).toEqual([]);
    expect(enquiryCaseActions('lost')).toEqual([]);
  });

  it('writes the reply mail with the reference', () => {
    const mail = enquiryReplyMail({ reference: 'SC-20261128-000001', name: 'Ana', reply: 'Hi', helpUrl: 'x' });
    expect(mail.subject).toBe('Re: your enquiry (SC-20261128-000001)');
    expect(ENQUIRY_CASE_MESSAGES.replyLength).toBe('Write a reply of 2 to 5000 characters.');
  });
});

describe('FAQ drafts', () => {
  const draft = { article_type: 'delivery', question: 'Do you deliver?', answer: ['Yes.'], keywords: 'Ship' };

  it('accepts a complete draft and names the first problem of a bad one', () => {
    expect(faqDraftProblem(draft)).toBeNull();
    expect(faqDraftProblem({ ...draft, article_type: 'gossip' })).toBe(FAQ_MESSAGES.type);
    expect(faqDraftProblem({ ...draft, question: 'Why' })).toBe('Write a question of 5 to 200 characters.');
    expect(faqDraftProblem({ ...draft, answer: ['  '] })).toBe(
      'Write an answer of 1 to 10 paragraphs, each up to 2000 characters.',
    );
    expect(faqDraftProblem({ ...draft, answer: ['x'.repeat(2001)] })).toBe(FAQ_MESSAGES.answer);
  });

  it('splits paragraphs at blank lines and builds the search text and the slug', () => {
    expect(faqParagraphs('One\nline.\n\n  Two. \r\n\r\n')).toEqual(['One line.', 'Two.']);
    expect(faqSearchText(draft)).toBe('do you deliver? yes. ship');
    expect(faqSlugOf('Can I pay with GCash — or Maya?')).toBe('can-i-pay-with-gcash-or-maya');
    expect(faqSlugOf('???')).toBe('faq');
  });
});
