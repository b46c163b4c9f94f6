// escapeHtml: user text made safe to put inside the HTML message of a ConfirmDialog.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text with `& < > " '` as entities, so a name like `<b>Bo</b>` shows as typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
