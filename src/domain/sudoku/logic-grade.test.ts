import { describe, expect, it } from 'vitest';

import { logicLevel } from './logic-grade';
import { inkalaPuzzle, parseGrid, wikipediaPuzzle, wikipediaSolution } from './test-grids';

describe('grading a puzzle by the techniques a person needs', () => {
  it('grades a newspaper-style puzzle as singles only', () => {
    expect(logicLevel(parseGrid(wikipediaPuzzle))).toBe(0);
  });

  it('grades a solved grid as singles only', () => {
    expect(logicLevel(parseGrid(wikipediaSolution))).toBe(0);
  });

  it('gives up on a puzzle that needs guessing or rare patterns', () => {
    expect(logicLevel(parseGrid(inkalaPuzzle))).toBeNull();
  });

  it('grades a puzzle where singles stall but locked candidates finish it as level 1', () => {
    // Made by our generator (seed 1, hard); kept here so a change in grading shows up.
    const puzzle = parseGrid(
      '..3....2...9.7..4.1..5.67....68.....53.1.7.68.....59....54.3..9.6..8.2...8....3..',
    );
    expect(logicLevel(puzzle)).toBe(1);
  });
});
