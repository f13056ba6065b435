/**
 * Text made safe to place in HTML, between tags or inside a quoted attribute: the five characters that
 * could end either become entities. Donor names, badge names and content all pass through this.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
