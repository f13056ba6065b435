// The words of a past edition's highlights page (/editions/2025; docs/product/site-and-pages.md, "Past
// editions"). Its numbers come from the database.
export const editionHighlightsTexts = {
  heading: (name: string, year: number) => `${name} ${year}`,
  intro: 'A look back at this edition: what it raised for charity and how its incentives ended.',
  raised: 'Raised for charity',
  donations: 'Donations',
  tickets: 'Tickets sold',
  incentivesHeading: 'Incentives',
  noIncentives: 'This edition had no incentives.',
  met: 'Goal met',
  notMet: 'Goal not met',
  noGoal: 'No goal',
  winner: 'Won by',
  ofGoal: 'of',
  loading: 'Loading this edition...',
  failed: 'This edition could not be loaded.',
  retry: 'Try again',
  back: 'See this year’s edition on the home page',
};
