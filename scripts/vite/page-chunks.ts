import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;

// How the browser build groups modules into chunks (docs/decisions/084-form-pages-in-few-requests.md).
// Left to itself, Rollup makes one chunk per set of pages sharing a module: the ticket pages fetched 22
// scripts, and on a slow phone's six connections with 150 ms each the last small ones arrived after the
// entry, holding up the first tap. Here the form pages' code comes in a few chunks instead, while the
// entry, each page's own module and the lazily loaded parts' code stay where Rollup puts them, so no other
// page fetches more than its budget allows. The stream overlays are a build of their own (vite.config.ts).

/** The pages a phone visitor taps and types on first; each family's own code comes in one chunk. */
const families = [
  { name: 'ticket-forms', pages: ['tickets', 'livestream-tickets'] },
  { name: 'donate-form', pages: ['donate-card'] },
];
const formPages = families.flatMap((family) => family.pages);
/**
 * Pages that may load a family's chunk whole: the organisers' (no script budget) and those a buyer reaches
 * from a ticket page (the order page, the ticket resend form), which share most of its code anyway.
 */
const mayLoadFamilies = ['order', 'ticket-resend', 'email', 'organiser', 'check-in', 'read-donations'];

/**
 * Small components that nearly every page uses, which go with the app's entry: left to the rules below,
 * one the form pages share with the others would go to forms-common and bring the forms' code to every page.
 */
const withEntry = ['/src/web/components/card.tsx'];

const isPageModule = (id: string) => /\/src\/web\/pages\/.*-page\.tsx$/.test(id);

function pageName(id: string): string {
  if (id.includes('/pages/organiser/check-in/')) return 'check-in';
  if (id.includes('/pages/organiser/read/')) return 'read-donations';
  return /\/src\/web\/pages\/([^/]+)\//.exec(id)?.[1] ?? id;
}

function staticReach(start: string, info: GetModuleInfo, stopAt: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stopAt.has(id)) continue;
    seen.add(id);
    for (const dep of info(id)?.importedIds ?? []) stack.push(dep);
  }
  return seen;
}

function everyModule(info: GetModuleInfo, from: string): Set<string> {
  const all = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const module = info(id);
    if (!module) continue;
    stack.push(
      ...module.importedIds,
      ...module.dynamicallyImportedIds,
      ...module.importers,
      ...module.dynamicImporters,
    );
  }
  return all;
}

interface Plan {
  /** Modules the app's entry imports, which every page loads first. */
  entry: Set<string>;
  /** For each module, the pages and lazily loaded parts (`lazy:`) that import it. */
  users: Map<string, string[]>;
}

function makePlan(info: GetModuleInfo, anyId: string): Plan {
  const all = everyModule(info, anyId);
  const main = [...all].find((id) => id.endsWith('/src/web/index.html'));
  const entry = main ? staticReach(main, info, new Set()) : new Set<string>();
  const users = new Map<string, string[]>();
  for (const id of all) {
    const module = info(id);
    const isStart = isPageModule(id) || (module && !entry.has(id) && module.dynamicImporters.length > 0);
    if (!isStart) continue;
    const user = isPageModule(id) ? pageName(id) : `lazy:${id}`;
    for (const reached of staticReach(id, info, entry)) {
      const list = users.get(reached) ?? [];
      if (!list.includes(user)) list.push(user);
      users.set(reached, list);
    }
  }
  return { entry, users };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The pages that can load a lazily loaded part: those whose code imports it; null when the app's entry does
 * (any page may). A part only form pages load, such as a form's schemas, then shares their chunks instead of
 * splitting what it has in common with them into chunks of a few hundred bytes each.
 */
function pagesLoading(
  plan: Plan,
  info: GetModuleInfo,
  lazyUser: string,
  seen = new Set<string>(),
): string[] | null {
  if (seen.has(lazyUser)) return [];
  seen.add(lazyUser);
  const pages: string[] = [];
  for (const importer of info(lazyUser.slice('lazy:'.length))?.dynamicImporters ?? []) {
    if (plan.entry.has(importer)) return null;
    for (const user of plan.users.get(importer) ?? []) {
      const loading = user.startsWith('lazy:') ? pagesLoading(plan, info, user, seen) : [user];
      if (loading === null) return null;
      pages.push(...loading);
    }
  }
  return pages;
}

/** A lazily loaded part that only the form pages load stands for them; any other user for itself. */
function formPagesLoading(plan: Plan, info: GetModuleInfo, user: string): string[] {
  if (!user.startsWith('lazy:')) return [user];
  const pages = pagesLoading(plan, info, user);
  const onlyForms = pages?.every((page) => formPages.includes(page) || mayLoadFamilies.includes(page));
  return pages && onlyForms ? pages : [user];
}

export function pageChunks(): Rollup.ManualChunksOption {
  let plan: Plan | undefined;
  return (id, { getModuleInfo }) => {
    plan ??= makePlan(getModuleInfo, id);
    const known = plan;
    const direct = plan.users.get(id) ?? [];
    // Only what a form page imports itself is shared this way; what lazy parts use besides stays with them.
    const onPages = direct.some((user) => formPages.includes(user));
    const users = onPages ? direct.flatMap((user) => formPagesLoading(known, getModuleInfo, user)) : direct;
    if (plan.entry.has(id) || withEntry.some((path) => id.endsWith(path))) return 'index';
    // A page's own module keeps a chunk of its own, named in the manifest by its path
    // (src/server/web/page-assets.ts); so does each lazily loaded part.
    const module = getModuleInfo(id);
    if (isPageModule(id) || (module && (module.isEntry || module.dynamicImporters.length > 0)))
      return undefined;
    if (!users.some((user) => formPages.includes(user))) return undefined;
    for (const family of families) {
      const ofFamily = users.some((user) => family.pages.includes(user));
      if (ofFamily && users.every((user) => family.pages.includes(user) || mayLoadFamilies.includes(user)))
        return family.name;
    }
    if (users.every((user) => formPages.includes(user) || mayLoadFamilies.includes(user)))
      return 'forms-shared';
    // Shared with other pages too: one chunk for all of it, which those pages load whole; what a lazily
    // loaded part also uses stays apart, so loading it never brings the pages' code.
    if (!users.some((user) => user.startsWith('lazy:'))) return 'forms-common';
    return `shared-${hashOf([...users].sort().join(' '))}`;
  };
}
