import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { normalisePath } from '../../contracts/routes';
import { type NavigateOptions, navigate } from './location';
import { useLocation } from './use-location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** A path ('/tickets') or a query on the current page ('?zone=local'). */
  to: string;
}

// Clicks the browser should handle itself: a new tab or window, a download, another target.
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** A real link (it works without the app's script, in a new tab, when copied) that the app follows itself. */
export function Link({ to, replace, preventScrollReset, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to, { replace, preventScrollReset });
      }}
    />
  );
}

/** A navigation link, marked as the current page on its path and on the pages under it. */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const path = normalisePath(useLocation().pathname);
  const active = path === to || path.startsWith(`${to}/`);
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
