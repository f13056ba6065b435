import { navigation } from '../../contracts/routes';
import { NavLink } from '../router/link';

export function SiteNav() {
  return (
    <nav className="site-nav" aria-label="Main">
      <ul>
        {navigation.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
