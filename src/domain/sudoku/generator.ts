import { cellCount, givenCount, type SudokuGrid } from './grid';
import { type LogicLevel, logicLevel } from './logic-grade';
import { createRandom, deriveSeed, type Random, shuffle } from './random';
import { countSolutions } from './solver';

export type SudokuDifficulty = 'easy' | 'medium' | 'hard';

export interface GenerateOptions {
  seed: number;
  difficulty: SudokuDifficulty;
  /** Keep the givens symmetric under a half turn, as printed puzzles usually are. Default true. */
  symmetric?: boolean;
}

export interface GeneratedPuzzle {
  seed: number;
  difficulty: SudokuDifficulty;
  puzzle: number[];
  solution: number[];
}

interface Profile {
  /** Stop removing givens at this many, so easy puzzles stay roomy. */
  minGivens: number;
  /** The hardest technique a solver may need, and the easiest technique it must need. */
  maxLevel: LogicLevel;
  minLevel: LogicLevel;
}

// Easy and medium both fall to singles alone; easy keeps more givens. Hard needs locked candidates or
// pairs at least once, but never guessing.
const profiles: Record<SudokuDifficulty, Profile> = {
  easy: { minGivens: 36, maxLevel: 0, minLevel: 0 },
  medium: { minGivens: 0, maxLevel: 0, minLevel: 0 },
  hard: { minGivens: 0, maxLevel: 2, minLevel: 1 },
};

const maxAttempts = 200;

/** Cells removed together: a cell and its half-turn partner, or each cell alone. */
function removalGroups(symmetric: boolean, random: Random): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < cellCount; i++) {
    const partner = cellCount - 1 - i;
    if (!symmetric) groups.push([i]);
    else if (i <= partner) groups.push(i === partner ? [i] : [i, partner]);
  }
  return shuffle(groups, random);
}

function fits(grid: SudokuGrid, profile: Profile): boolean {
  const level = logicLevel(grid);
  return level !== null && level <= profile.maxLevel;
}

function carve(solution: number[], profile: Profile, symmetric: boolean, random: Random): number[] {
  const puzzle = [...solution];
  for (const group of removalGroups(symmetric, random)) {
    if (givenCount(puzzle) - group.length < profile.minGivens) continue;
    for (const cell of group) puzzle[cell] = 0;
    if (countSolutions(puzzle, 2).count !== 1 || !fits(puzzle, profile)) {
      for (const cell of group) puzzle[cell] = solution[cell] as number;
    }
  }
  return puzzle;
}

/**
 * A puzzle with exactly one solution at the asked difficulty. The same options always give the same
 * puzzle: each attempt draws from a seed derived from the given one.
 */
export function generatePuzzle({ seed, difficulty, symmetric = true }: GenerateOptions): GeneratedPuzzle {
  const profile = profiles[difficulty];
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const random = createRandom(deriveSeed(seed, attempt));
    const solution = countSolutions(Array(cellCount).fill(0), 1, random).solution as number[];
    const puzzle = carve(solution, profile, symmetric, random);
    const level = logicLevel(puzzle);
    if (level !== null && level >= profile.minLevel) return { seed, difficulty, puzzle, solution };
  }
  throw new Error(`No ${difficulty} puzzle found for seed ${seed} in ${maxAttempts} attempts`);
}
