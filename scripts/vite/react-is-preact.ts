// The app is written against React's API and runs on Preact's compatibility layer
// (docs/decisions/057-preact-runs-the-pages.md). The builds get these through @preact/preset-vite; the
// unit tests and the browser tests' own bundles name them here, so they run what the site ships.
// A name matches itself and its subpaths: `react/jsx-runtime` becomes `preact/compat/jsx-runtime`.
export const reactIsPreact = { react: 'preact/compat', 'react-dom': 'preact/compat' };
