import { useEditionPreview } from '../lib/edition/use-edition';

/**
 * Above every page an organiser previews with `?edition=` (docs/product/organisers.md, "Editions"): says
 * so, so a screenshot or a glance is never taken for the public site, and leads back to it.
 */
export function EditionPreviewBanner() {
  const preview = useEditionPreview();
  if (!preview) return null;
  return (
    <section className="edition-preview" aria-label="Edition preview">
      <p role="status">
        <strong>Preview of the {preview.edition.year} edition — only organisers see this.</strong> Visitors
        see the current edition until this one is made current.{' '}
        <a href={window.location.pathname}>Leave the preview</a>
      </p>
    </section>
  );
}
