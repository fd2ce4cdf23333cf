/** Text safe inside HTML element content and quoted attributes (e-mails the server writes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
