import type { Sponsor } from '../src/domain/edition';

// Demo sponsors with placeholder artwork made for this site (content/public/sponsors); swap in the
// real ones per edition.
export const sponsors: Sponsor[] = [
  { name: 'Nine Square Puzzles', href: 'https://ninesquare.example/', logo: '/sponsors/nine-square.svg' },
  { name: 'Lattice Labs', href: 'https://latticelabs.example/', logo: '/sponsors/lattice-labs.svg' },
  { name: 'Angle Press', href: 'https://anglepress.example/', logo: '/sponsors/angle-press.svg' },
  { name: 'Cellar Games', href: 'https://cellargames.example/', logo: '/sponsors/cellar-games.svg' },
];
