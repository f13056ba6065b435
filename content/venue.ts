// Where the 2025 edition happens. A demo venue: replace with the real hotel's details.
export const venue = {
  name: 'Riverside Station Hotel',
  address: '10 Station Way, Dedham, MA 02026',
  area: 'Dedham, a short train ride from downtown Boston',
  nearestStation: 'Dedham Corporate Center station',
  walkFromStation: 'about 7 minutes',
};
