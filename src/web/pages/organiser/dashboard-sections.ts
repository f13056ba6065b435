// The dashboard's rooms (docs/product/organisers.md, "The dashboard"): the overview first, then one
// section at a time, named in the address (`?section=donations`) so a reload or a shared link opens the
// same one, and only the open one is on the page, so none makes the page longer for the others.

export const dashboardSections = [
  { key: 'overview', label: 'Overview' },
  { key: 'donations', label: 'Donations' },
  { key: 'orders', label: 'Orders' },
  { key: 'incentives', label: 'Incentives' },
  { key: 'prizes', label: 'Prizes' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'codes', label: 'Codes' },
  { key: 'email', label: 'Email' },
  { key: 'editions', label: 'Editions' },
  { key: 'settings', label: 'Settings' },
] as const;

export type DashboardSection = (typeof dashboardSections)[number]['key'];

/** The section a query names; the overview for none or an unknown name. */
export function sectionOf(search: string): DashboardSection {
  const asked = new URLSearchParams(search).get('section');
  return dashboardSections.find((section) => section.key === asked)?.key ?? 'overview';
}

export const sectionHref = (section: DashboardSection) =>
  section === 'overview' ? '/organiser' : `/organiser?section=${section}`;
