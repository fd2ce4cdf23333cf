import type { FaqArticle } from '@sulit/contracts/help';

/** An answer's paragraphs. */
export function FaqAnswer({ article }: { article: FaqArticle }) {
  return (
    <div className="space-y-3 text-base leading-relaxed text-stone-800">
      {article.answer.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
