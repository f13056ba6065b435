import { NavLink } from 'react-router';
import { navigation } from '../../contracts/routes';

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
