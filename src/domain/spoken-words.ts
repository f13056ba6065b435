// Counting what is said aloud, for reading times (reading-time.ts): words, not syllables.

/**
 * Words in a text, counting only runs that hold a letter or digit (a lone emoji or dash is not read).
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// 'thirty-four' is two spoken words; 'twelve' and 'forty' one; 'five hundred' two.
function wordsUnderAThousand(n: number): number {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest === 0 ? 0 : rest < 20 || rest % 10 === 0 ? 1 : 2;
  return (hundreds > 0 ? 2 : 0) + restWords;
}

/**
 * How many words a whole number takes when said aloud ("one thousand two hundred fifty" is five).
 */
export function spokenNumberWords(n: number): number {
  let rest = Math.floor(Math.abs(n));
  if (rest === 0) return 1;
  let words = 0;
  // Each group of three digits is said, then its scale ("thousand", "million") if it is not the last.
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0) words += wordsUnderAThousand(group) + (scale > 0 ? 1 : 0);
    rest = Math.floor(rest / 1000);
  }
  return words;
}
