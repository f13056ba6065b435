// Texts of the home page and /about that describe the convention.
export const focusText =
  'Grid Gathering is a long weekend for people who love logic puzzles: sudoku first of all, and every ' +
  'pencil puzzle around it, from killer cages and thermometers to slitherlink and nurikabe. Solve in ' +
  'friendly competitions, learn techniques from world-class solvers and setters, test-solve brand-new ' +
  'puzzles, and meet the community behind the grids you love. Everything on the main stage is streamed ' +
  'live for those who cannot travel.';

export const endedText =
  'Thank you for coming! Relive the best moments in the highlights on our video channel.';
