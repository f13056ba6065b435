import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesBySource, sourceGroup } from './source-map-sizes';

// The size profile of a bundle over its goal names the packages its bytes come from; a wrong decoder
// would blame the wrong package.

describe('bundle size profile', () => {
  it('splits a chunk between the packages and folders its source map names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-map-'));
    const chunk = path.join(dir, 'index.js');
    // Line 1: columns 0-2 from react-dom, 3-9 from our layout. Line 2: 5 columns from react-router,
    // then 2 unmapped. 'AAAA' = column 0, source 0; 'GCAA' = column +3, source +1; 'ACAA' = column 0
    // (new line), source +1; 'K' = column +5 with no source.
    fs.writeFileSync(chunk, 'abcdefghij\nklmnopq');
    fs.writeFileSync(
      `${chunk}.map`,
      JSON.stringify({
        version: 3,
        sources: [
          '../../node_modules/react-dom/cjs/react-dom-client.production.js',
          '../../src/web/layout/site-layout.tsx',
          '../../node_modules/react-router/dist/index.mjs',
        ],
        mappings: 'AAAA,GCAA;ACAA,K',
      }),
    );
    expect(Object.fromEntries(bytesBySource(chunk))).toEqual({
      'src/web': 7,
      'react-router': 5,
      'react-dom': 3,
      unmapped: 2,
    });
  });

  it('names scoped packages with their scope', () => {
    expect(sourceGroup('../../node_modules/@paypal/react-paypal-js/dist/index.js')).toBe(
      '@paypal/react-paypal-js',
    );
    expect(sourceGroup('../../content/home.ts')).toBe('content');
  });
});
