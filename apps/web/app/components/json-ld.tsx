import { jsonLdText } from '../lib/structured-data';

/** schema.org data in the page for search engines (not run: no nonce needed). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
