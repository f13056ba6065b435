import { iOrL, skeletonWords } from './letter-skeleton';

// Whether a text holds a listed word as a person reads it (docs/product/screening.md, "What is
// matched"). Text and word are both read as letters (letter-skeleton.ts) and runs of one letter count
// as one ("shiiiit" is "shit", "faggot" is "fagot"). A word is matched at the start of a word of the
// text, so the word's endings are caught ("shitty", "bitches") but not a word hiding inside an
// ordinary one: "Scunthorpe" and "therapist" pass. Spelled over several words ("z o n k w o r t",
// "kill yourself") the listed word must take them up whole.

/** A listed word made ready: its letters with runs of one letter collapsed. */
type ListedWord = string[];

function collapsedRuns(letters: string[]): string[] {
  return letters.filter((letter, index) => letter !== letters[index - 1]);
}

function compileWord(word: string): ListedWord {
  return collapsedRuns([...skeletonWords(word).join('')]);
}

/** Whether a letter of the text can be read as a letter of the word. */
function readsAs(textLetter: string | undefined, wordLetter: string): boolean {
  if (textLetter === undefined) return false;
  if (textLetter === wordLetter) return true;
  if (textLetter === iOrL) return wordLetter === 'i' || wordLetter === 'l';
  if (wordLetter === iOrL) return textLetter === 'i' || textLetter === 'l';
  return false;
}

/**
 * A text's words as one row of letters with each run of one letter made one (also where a run goes
 * on into the next word: "shi it"); where each word's letters start and end in the row; and the words
 * by their first letter, so a long message is read quickly against a long list.
 */
function readText(textWords: string[]) {
  const letters: string[] = [];
  const starts: number[] = [];
  const wordEnds = new Set<number>();
  for (const textWord of textWords) {
    let first = true;
    for (const letter of textWord) {
      if (letter !== letters.at(-1)) letters.push(letter);
      // A word wholly run into the one before it ("a a a") starts where that one did: kept once.
      if (first && starts.at(-1) === letters.length - 1) starts.pop();
      if (first) starts.push(letters.length - 1);
      first = false;
    }
    wordEnds.add(letters.length);
  }
  const wordsByFirstLetter = new Map<string, number[]>();
  starts.forEach((start, index) => {
    const letter = letters[start] ?? '';
    const found = wordsByFirstLetter.get(letter);
    if (found) found.push(index);
    else wordsByFirstLetter.set(letter, [index]);
  });
  return { letters, starts, wordEnds, wordsByFirstLetter };
}

type ReadText = ReturnType<typeof readText>;

/** The letters of the text a listed word's first letter may be read from. */
const firstLetters = (letter: string) =>
  letter === iOrL ? [iOrL, 'i', 'l'] : letter === 'i' || letter === 'l' ? [letter, iOrL] : [letter];

function holdsWord({ letters, starts, wordEnds, wordsByFirstLetter }: ReadText, word: ListedWord): boolean {
  for (const first of firstLetters(word[0] ?? '')) {
    for (const index of wordsByFirstLetter.get(first) ?? []) {
      const start = starts[index] ?? 0;
      let offset = 1;
      while (offset < word.length && readsAs(letters[start + offset], word[offset] ?? '')) offset += 1;
      if (offset < word.length) continue;
      const end = start + word.length;
      // Within the word it starts (any ending), or taking up whole words.
      if (end <= (starts[index + 1] ?? letters.length) || wordEnds.has(end)) return true;
    }
  }
  return false;
}

/** A matcher for one word list (letters as uniqueWords gives them): which listed word a text holds. */
export function wordMatcher(words: readonly string[]): (text: string) => string | undefined {
  const compiled = words.map((word) => ({ word, letters: compileWord(word) }));
  return (text) => {
    const textWords = skeletonWords(text);
    if (textWords.length === 0) return undefined;
    const read = readText(textWords);
    return compiled.find(({ letters }) => letters.length > 0 && holdsWord(read, letters))?.word;
  };
}
