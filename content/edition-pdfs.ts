import { edition } from './edition';
import { venue } from './venue';

// Texts of the printed program and the nearby-attractions guide (content/public/files), which
// scripts/make-edition-pdfs.ts draws. The program's days come from content/schedule.ts.

/** Fixed so that rerunning the script writes the same bytes. */
export const printDate = '2025-03-01T12:00:00Z';

export const programPrint = {
  title: `${edition.product} ${edition.year}`,
  subtitle: `Program · ${edition.datesText} · ${venue.name}, ${venue.address}`,
  welcome: [
    `Welcome to ${edition.product}! For four days the ${venue.name} is full of grids: competitions for every level, workshops, test-solving, a puzzle hunt and long evenings of games in the lounge.`,
    'Pick up your badge in the hotel lobby when you arrive; it gets you into every room. Everything on the main stage is streamed live, so friends at home can follow along.',
    'This program was printed in advance. Times and hosts can still change: the schedule on our website is always the latest.',
  ],
  untimedHeading: 'Also this weekend (times to be announced)',
  untimedTime: 'Time TBA',
  noHost: 'Host to be announced',
  practicalHeading: 'Good to know',
  practical: [
    `Venue: ${venue.name}, ${venue.address}. From ${venue.nearestStation}, the walk takes ${venue.walkFromStation}.`,
    'Quiet room: Room 3 is kept quiet all weekend for solving, resting or a break from the crowd.',
    'Lost and found, first aid and questions: ask at the registration desk in the lobby.',
    `Contact: ${edition.email}`,
  ],
};

export interface Attraction {
  name: string;
  text: string;
}

export const nearbyAttractionsGuide = {
  title: `Near ${edition.product}: things to do around the hotel`,
  intro: `The ${venue.name} is in ${venue.area}. Here are some places our team likes for a free afternoon or an extra day. Travel times are rough guides; check opening hours before you set out.`,
  sections: [
    {
      heading: 'In Dedham, a short walk or ride away',
      items: [
        {
          name: 'Fairbanks House',
          text: 'One of the oldest timber-frame houses in North America, begun in the 1630s. Guided tours run in the warmer months.',
        },
        {
          name: 'Dedham Square and Mother Brook',
          text: 'Cafés, a bookshop and a historic town centre, a few minutes by car. Mother Brook, dug in 1639, is often called the first canal in America.',
        },
        {
          name: 'Endicott Estate',
          text: 'A grand early-1900s house with lawns and gardens, a pleasant place for a walk between sessions.',
        },
        {
          name: 'Legacy Place',
          text: 'An outdoor shopping street with restaurants and a cinema, close to the hotel and handy for a late meal.',
        },
      ],
    },
    {
      heading: 'Parks and fresh air',
      items: [
        {
          name: 'Wilson Mountain Reservation',
          text: 'Woodland trails in Dedham, with a view of the Boston skyline from the top on a clear day.',
        },
        {
          name: 'Blue Hills Reservation',
          text: 'Over 100 miles of trails south of the city. Great Blue Hill is the highest point near the coast between Maine and Florida.',
        },
        {
          name: 'Arnold Arboretum',
          text: 'A free tree museum run by Harvard in Jamaica Plain; in early April the first magnolias and forsythia are out.',
        },
      ],
    },
    {
      heading: 'Boston, about 25 minutes by train',
      items: [
        {
          name: 'The Freedom Trail',
          text: 'A red line on the pavement links sixteen historic sites, from Boston Common to the Bunker Hill Monument.',
        },
        {
          name: 'Museum of Fine Arts and the Isabella Stewart Gardner Museum',
          text: 'Two great art museums a short walk apart in the Fenway, near the Green Line and several bus routes.',
        },
        {
          name: 'Boston Public Library, Copley Square',
          text: "A palace of a library a short walk from Back Bay station, with a courtyard and a reading room puzzle lovers won't want to leave.",
        },
        {
          name: 'Faneuil Hall and the waterfront',
          text: 'Food halls, street performers and a harbour walk; ferries leave for the Harbor Islands in the warmer months.',
        },
      ],
    },
  ] satisfies { heading: string; items: Attraction[] }[],
  footer: `${venue.name} · questions? Write to ${edition.email}`,
};
