// Which built files a page needs besides the entry's, read from Vite's manifest (dist/web/.vite/manifest.json).
// A page the server sends rendered links its own script and style in its <head>: the style so the rendered
// page is styled at its first paint, the script so it downloads alongside the entry, not after it.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Script URLs for <link rel="modulepreload">. */
  scripts: string[];
  /** Style URLs for <link rel="stylesheet">. */
  styles: string[];
}

const noAssets: PageAssets = { scripts: [], styles: [] };

/** The chunks `key` loads (itself and its imports, transitively), in a stable order. */
function chunksOf(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The entry's own styles (index.html links them), as URLs. */
export function entryStyles(manifest: BuildManifest): string[] {
  return (manifest['index.html']?.css ?? []).map((file) => `/${file}`);
}

/** What `pageFile` needs that the entry (already in index.html) does not bring. */
export function pageAssets(manifest: BuildManifest, pageFile: string | null): PageAssets {
  if (!pageFile || !manifest[pageFile]) return noAssets;
  const already = chunksOf(manifest, 'index.html');
  const alreadyStyles = new Set([...already].flatMap((key) => manifest[key]?.css ?? []));
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of chunksOf(manifest, pageFile)) {
    const chunk = manifest[key];
    if (!chunk || already.has(key)) continue;
    scripts.push(`/${chunk.file}`);
    for (const style of chunk.css ?? []) if (!alreadyStyles.has(style)) styles.add(`/${style}`);
  }
  return { scripts, styles: [...styles] };
}
