/**
 * A JSON data block for a page: `<script type="application/json">` is never run, so the CSP needs no
 * exception, and `<` is escaped so the JSON cannot close the element.
 */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
