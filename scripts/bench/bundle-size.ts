import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  findPageRoute,
  isOwnEntryPage,
  isPublicPage,
  ownEntryPages,
  type PageKey,
  pageRoutes,
} from '../../src/contracts/routes';
import { bytesBySource } from './source-map-sizes';
import type { Figure } from './table';

// What each route loads first, from Vite's manifest: the entry (index.html) and everything it imports
// statically, plus the route's page module and its static imports and CSS, which the router asks for
// at once. A page with an entry of its own (the overlay, src/web/donationbar.html) loads that entry and its
// static imports instead. Sizes are gzip at zlib's default level, as a compressing proxy would send them.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Page key -> source path relative to src/web (without extension), read from pageFiles in src/web/page-modules.ts. */
function pageSources(repoRoot: string): Map<string, string> {
  const text = fs.readFileSync(path.join(repoRoot, 'src/web/page-modules.ts'), 'utf8');
  const pages = new Map<string, string>();
  for (const match of text.matchAll(/^\s+'?([\w-]+)'?: '(pages\/.+?)\.tsx',?$/gm))
    pages.set(match[1]!, match[2]!);
  return pages;
}

function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

interface RouteLoad {
  path: string;
  page: PageKey;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

export interface BundleReport {
  routes: RouteLoad[];
  /** Page modules that the entry pulls in statically (none: each page loads on demand). */
  pagesInEntry: string[];
  /** The entry chunk's bytes by source, gzip-scaled, for the size profile. */
  entryProfile: { group: string; gzipBytes: number }[];
}

// The overlays are a build of their own, with a manifest of its own (vite.config.ts).
const manifestFiles = ['.vite/manifest.json', '.vite/overlays-manifest.json'];

export function measureBundles(repoRoot: string, webRoot: string): BundleReport {
  const manifest: Manifest = Object.assign(
    {},
    ...manifestFiles.map((file) => JSON.parse(fs.readFileSync(path.join(webRoot, file), 'utf8')) as Manifest),
  );
  const sources = pageSources(repoRoot);
  const keyOfSource = (source: string) =>
    Object.keys(manifest).find((key) => key.replace(/\.[jt]sx?$/, '') === source);
  const gzipSize = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(fs.readFileSync(path.join(webRoot, file))).length);
    return gzipSize.get(file)!;
  };

  const entry = closure(manifest, 'index.html');
  const load = (route: (typeof pageRoutes)[number], files: string[]): RouteLoad => {
    const sum = (ext: string) =>
      files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + sizeOf(file), 0);
    return { path: route.path, page: route.page, jsBytes: sum('.js'), cssBytes: sum('.css'), files };
  };
  const routes = pageRoutes.map((route) => {
    if (isOwnEntryPage(route.page)) {
      const own = ownEntryPages[route.page];
      if (!manifest[own]) throw new Error(`No built entry for page ${route.page} (${own})`);
      return load(route, [...closure(manifest, own)]);
    }
    const source = sources.get(route.page);
    const key = source ? keyOfSource(source) : undefined;
    if (!key)
      throw new Error(`No built chunk for page ${route.page} (${source ?? 'not in page-modules.ts'})`);
    return load(route, [...closure(manifest, key, new Set(entry))]);
  });

  const pageFiles = new Map(
    [...sources].flatMap(([page, source]) => {
      const key = keyOfSource(source);
      return key ? [[manifest[key]!.file, page] as const] : [];
    }),
  );
  const pagesInEntry = [...entry].flatMap((file) => (pageFiles.has(file) ? [pageFiles.get(file)!] : []));

  const entryFile = manifest['index.html']!.file;
  const raw = bytesBySource(path.join(webRoot, entryFile));
  const rawTotal = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0);
  const entryProfile = [...raw].map(([group, bytes]) => ({
    group,
    gzipBytes: (bytes / rawTotal) * sizeOf(entryFile),
  }));
  return { routes, pagesInEntry, entryProfile };
}

// The home page and the overlay have goals of their own; every other public page must stay under 150 KB.
const goals: Partial<Record<string, number>> = { '/': 90, '/donationbar': 30 };
const publicPageGoal = 150;

function goalOf(path: string): number | undefined {
  const route = findPageRoute(path);
  return goals[path] ?? (route && isPublicPage(route) ? publicPageGoal : undefined);
}

export function bundleFigures(report: BundleReport): Figure[] {
  const section = 'Front end: gzipped JS and CSS each route loads first';
  const figures: Figure[] = report.routes.map((route) => {
    const goal = goalOf(route.path);
    const kb = route.jsBytes / 1024;
    return {
      section,
      name: `${route.path} JS`,
      ours: kb,
      baseline: null,
      unit: 'KB',
      goal: goal ? `<= ${goal} KB` : '',
      holds: goal ? kb <= goal : undefined,
      note: `+ ${(route.cssBytes / 1024).toFixed(1)} KB CSS, ${route.files.length} files`,
    };
  });
  figures.push({
    section,
    name: 'Page modules in the entry bundle',
    ours: report.pagesInEntry.length,
    baseline: null,
    unit: 'count',
    goal: '0 (pages load on demand)',
    holds: report.pagesInEntry.length === 0,
    note: report.pagesInEntry.join(', ') || undefined,
  });
  return figures;
}
