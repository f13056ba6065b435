import type { Sponsor } from '../src/domain/edition';
import logoAnglePress from './images/sponsor-angle-press.svg';
import logoCellarGames from './images/sponsor-cellar-games.svg';
import logoLatticeLabs from './images/sponsor-lattice-labs.svg';
import logoNineSquare from './images/sponsor-nine-square.svg';

// Demo sponsors with placeholder artwork made for this site; swap in the real ones per edition.
export const sponsors: Sponsor[] = [
  { name: 'Nine Square Puzzles', href: 'https://ninesquare.example/', logo: logoNineSquare },
  { name: 'Lattice Labs', href: 'https://latticelabs.example/', logo: logoLatticeLabs },
  { name: 'Angle Press', href: 'https://anglepress.example/', logo: logoAnglePress },
  { name: 'Cellar Games', href: 'https://cellargames.example/', logo: logoCellarGames },
];
