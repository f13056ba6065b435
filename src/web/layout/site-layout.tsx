import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Banner } from './banner';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { TestModeNotice } from './test-mode-notice';
import { useRouteTitle } from './use-route-title';
import './site-layout.css';

export function SiteLayout() {
  useRouteTitle();
  // The page background belongs to the layout: the bare overlay page must stay transparent.
  useEffect(() => {
    document.body.classList.add('with-site-background');
    return () => document.body.classList.remove('with-site-background');
  }, []);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Banner />
        <SiteNav />
      </header>
      <TestModeNotice />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
