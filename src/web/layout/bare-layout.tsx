import type { ReactNode } from 'react';

/** For the overlays and the check-in desk: no banner, no navigation, no background. */
export function BareLayout({ children }: { children: ReactNode }) {
  return children;
}
