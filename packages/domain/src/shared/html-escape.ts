/**
 * Text safe inside HTML or XML element content and quoted attributes: the server's e-mails, the sandbox
 * provider's pages, generated SVG art and the sitemaps. Numeric references are valid in all of them.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
