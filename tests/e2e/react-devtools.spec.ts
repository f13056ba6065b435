import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// React runs the pages (docs/decisions/058-react-runs-the-pages.md): React DOM announces itself to React
// DevTools through the global hook the extension installs before any page script runs. A stand-in hook,
// installed the same way, notes what registers with it and what it commits.

interface HookNotes {
  renderers: { version: string; rendererPackageName: string }[];
  commits: number;
}

const stubHook = () => {
  const notes: HookNotes = { renderers: [], commits: 0 };
  Object.assign(window, {
    __hookNotes: notes,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: HookNotes['renderers'][number]) {
        notes.renderers.push({
          version: renderer.version,
          rendererPackageName: renderer.rendererPackageName,
        });
        return notes.renderers.length;
      },
      onCommitFiberRoot() {
        notes.commits += 1;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
};

const notesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hookNotes: HookNotes }).__hookNotes);

test('React DOM 19 registers with React DevTools on a public page and commits the page through it', async ({
  page,
}) => {
  await page.addInitScript(stubHook);
  await page.goto('/tickets');
  const notes = await notesOf(page);
  expect(notes.renderers).toHaveLength(1);
  expect(notes.renderers[0]?.rendererPackageName).toBe('react-dom');
  expect(notes.renderers[0]?.version).toMatch(/^19\./);
  expect(notes.commits).toBeGreaterThan(0);
});
