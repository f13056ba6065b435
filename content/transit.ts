import type { TextSection, TransitRoute } from '../src/domain/info-content';
import { venue } from './venue';

// The transit guide (/transit). The maps are original SVGs, served as they are from content/public/maps
// (plain URLs, so the browser tests can import this file too). Travel times are typical, not promises:
// trains on the Franklin/Foxboro Line run about hourly, so visitors are told to check the timetable.

const mapSize = { width: 640, height: 620 };

/** Every arrival ends with the same walk; the page shows it in each route's section. */
export const walkFromStation = {
  title: `The walk from ${venue.nearestStation} (${venue.walkFromStation})`,
  steps: [
    'Leave the platform by the exit next to the car park and turn left onto Station Way.',
    'Follow Station Way past the car park to the corner of Allied Drive.',
    `At the corner, turn right onto Allied Drive: the ${venue.name} entrance is a few steps along on your left.`,
    'The walk is flat, with sidewalks and lighting all the way.',
  ],
};

export const transitRoutes: TransitRoute[] = [
  {
    id: 'logan',
    title: 'Arriving from the Boston airport (Logan)',
    summary: 'About 1 hour by bus, train and a short walk.',
    steps: [
      'From any terminal, follow the signs to the Silver Line and board the free SL1 bus to South Station (about 20 minutes).',
      'At South Station, take a Franklin/Foxboro Line commuter rail train outbound and get off at Dedham Corporate Center (about 25 minutes).',
      'A taxi or rideshare from the airport takes 25 to 45 minutes, depending on traffic.',
    ],
    map: {
      src: '/maps/transit-logan.svg',
      alt: 'Map: the SL1 bus from Logan Airport to South Station, the Franklin/Foxboro Line train to Dedham Corporate Center, then a 7-minute walk along Station Way and Allied Drive to the hotel.',
      ...mapSize,
    },
  },
  {
    id: 'providence',
    title: 'Arriving from the Providence airport (T.F. Green)',
    summary: 'About 1 hour 45 minutes by train, or less with a taxi for the last part.',
    steps: [
      'From the terminal, take the covered skywalk to the T.F. Green Airport commuter rail station.',
      'Take a Providence/Stoughton Line train toward Boston and get off at Back Bay (about 70 minutes).',
      'At Back Bay, take a Franklin/Foxboro Line train outbound to Dedham Corporate Center (about 20 minutes).',
      'Quicker: get off the Providence train at Route 128 station and take a taxi or rideshare to the hotel (about 10 minutes).',
    ],
    map: {
      src: '/maps/transit-providence.svg',
      alt: 'Map: the Providence/Stoughton Line train from T.F. Green Airport to Back Bay, the Franklin/Foxboro Line train back out to Dedham Corporate Center, then a 7-minute walk along Station Way and Allied Drive to the hotel.',
      ...mapSize,
    },
  },
  {
    id: 'amtrak',
    title: 'Arriving by Amtrak',
    summary: 'Northeast Regional and Acela trains stop at Route 128, Back Bay and South Station.',
    steps: [
      'Get off at Back Bay or South Station and take a Franklin/Foxboro Line train outbound to Dedham Corporate Center (20 to 25 minutes).',
      'Quicker: get off at Route 128 station and take a taxi or rideshare to the hotel (about 10 minutes).',
    ],
    map: {
      src: '/maps/transit-amtrak.svg',
      alt: 'Map: an Amtrak train to Back Bay or South Station, the Franklin/Foxboro Line train to Dedham Corporate Center, then a 7-minute walk along Station Way and Allied Drive to the hotel.',
      ...mapSize,
    },
  },
];

export const bostonTransit: TextSection = {
  id: 'boston-transit',
  title: 'Getting around Boston',
  paragraphs: [
    'Public transit in and around Boston is run by the MBTA, known to everyone as "the T". It runs the subway lines (Red, Orange, Blue and Green), the Silver Line buses, local buses, ferries and the commuter rail trains that reach Dedham.',
    'Subway and bus fares can be paid by tapping a contactless card or phone at the gate, or with a CharlieCard. Commuter rail tickets are sold in the MBTA mTicket app, at machines in the larger stations, or on board (cash, at a higher price).',
    'To reach downtown Boston from the hotel, take a Franklin/Foxboro Line train inbound from Dedham Corporate Center: Back Bay is about 20 minutes away and South Station about 25. Trains run about once an hour and less often at weekends, so check the timetable before you set out.',
  ],
};

export const transitHistory: TextSection = {
  id: 'history',
  title: 'A little history',
  paragraphs: [
    'Dedham was settled in 1636 and is one of the oldest towns in Massachusetts. Its Fairbanks House, built in the 1630s and 1640s, is among the oldest timber-frame houses still standing in North America, and is a pleasant detour for early risers.',
    'Trains came early too: the Boston and Providence Railroad opened in the 1830s, one of the first railroads in the country, and a branch line soon carried passengers between Dedham and Boston. The commuter trains you ride to the convention follow much the same path.',
    "Boston also opened the first subway in the United States, the Tremont Street Subway, in 1897. Its tunnel is still in use by today's Green Line trains.",
  ],
};

export const nearbyAttractions = {
  text: 'Staying a day longer? Our guide lists museums, parks, food and other things to do near the hotel and in Boston.',
  linkLabel: 'Nearby attractions (PDF)',
};
