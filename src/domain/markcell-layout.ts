// Where the /markcell overlay draws its grid (docs/product/donations-and-incentives.md, "The mark-a-cell
// overlay"). The streamer lays it over the puzzle on screen with query parameters, in pixels of the
// browser source: /markcell?size=9&x=510&y=90&width=900 (height defaults to width). Without x and y
// the grid is centred; without width it is a square of 90% of the source's shorter side.

export interface GridLayout {
  size: number;
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
}

const pixels = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 10_000 ? number : null;
};

export function readGridLayout(search: string, defaultSize: number): GridLayout {
  const params = new URLSearchParams(search);
  const size = Number(params.get('size'));
  const width = pixels(params.get('width'));
  return {
    size: Number.isInteger(size) && size >= 1 && size <= 25 ? size : defaultSize,
    x: pixels(params.get('x')),
    y: pixels(params.get('y')),
    width,
    height: pixels(params.get('height')) ?? width,
  };
}

/** Every box edge of a sudoku: 3 for 9x9, 2 for 4x4; none for sizes that are not a square number. */
export function boxSize(size: number): number | null {
  const root = Math.round(Math.sqrt(size));
  return root > 1 && root * root === size ? root : null;
}
