import { Link } from '../../router/link';
import { type DashboardSection, dashboardSections, sectionHref } from './dashboard-sections';

/** Jump links to the dashboard's sections; the open one is marked as the current page. */
export function SectionNav({ current }: { current: DashboardSection }) {
  return (
    <nav className="org-sections org-no-print" aria-label="Dashboard sections">
      <ul>
        {dashboardSections.map((section) => (
          <li key={section.key}>
            <Link
              to={sectionHref(section.key)}
              preventScrollReset
              aria-current={section.key === current ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
