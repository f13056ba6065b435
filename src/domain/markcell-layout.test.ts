import { describe, expect, it } from 'vitest';
import { boxSize, readGridLayout } from './markcell-layout';

describe('where the /markcell overlay draws its grid', () => {
  it('takes the grid size, position and size from the address', () => {
    expect(readGridLayout('?size=6&x=510&y=90&width=900', 9)).toEqual({
      size: 6,
      x: 510,
      y: 90,
      width: 900,
      height: 900,
    });
    expect(readGridLayout('?width=800&height=600', 9)).toMatchObject({ width: 800, height: 600 });
  });

  it('falls back to the content grid, centred, for missing or nonsense values', () => {
    expect(readGridLayout('', 9)).toEqual({ size: 9, x: null, y: null, width: null, height: null });
    expect(readGridLayout('?size=0&x=-5&y=abc&width=1e9', 9)).toEqual({
      size: 9,
      x: null,
      y: null,
      width: null,
      height: null,
    });
  });

  it('draws box edges for square sizes only', () => {
    expect(boxSize(9)).toBe(3);
    expect(boxSize(4)).toBe(2);
    expect(boxSize(6)).toBeNull();
  });
});
