import { type ReactNode, useEffect } from 'react';
import { Banner } from './banner';
import { EditionPreviewBanner } from './edition-preview-banner';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { TestModeNotice } from './test-mode-notice';
import './site-layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  // The page background belongs to the layout: the bare overlay page must stay transparent. The server
  // sends a page of this layout with the class already on <body>, so its first paint has the background.
  useEffect(() => {
    document.body.classList.add('with-site-background');
    return () => document.body.classList.remove('with-site-background');
  }, []);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <EditionPreviewBanner />
      <header className="site-header">
        <Banner />
        <SiteNav />
      </header>
      <TestModeNotice />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
