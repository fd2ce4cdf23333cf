/** A published help-centre article (spec §7 faq): its answer is a list of paragraphs. */
export interface FaqEntry {
  slug: string;
  /** delivery | pickup | payment | membership | returns | vouchers | rebates | account */
  article_type: string;
  question: string;
  answer: string[];
}
