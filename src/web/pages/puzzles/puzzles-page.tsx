import { links } from '../../../../content/links';
import { puzzleBook2023, puzzlesPage } from '../../../../content/puzzles';
import { SamplePuzzle } from './sample-puzzle';
import './puzzles-page.css';

export default function PuzzlesPage() {
  const puzzleCount = puzzleBook2023.sections.reduce((sum, section) => sum + section.count, 0);
  return (
    <div className="puzzles">
      <section className="card" aria-labelledby="puzzles-heading">
        <h1 id="puzzles-heading">{puzzlesPage.heading}</h1>
        <p>{puzzlesPage.intro}</p>
      </section>

      <section className="card puzzles__book" aria-labelledby="puzzle-book-heading">
        <h2 id="puzzle-book-heading">{puzzlesPage.bookHeading}</h2>
        <p>{puzzlesPage.bookText}</p>
        <ul className="puzzles__contents">
          {puzzleBook2023.sections.map((section) => (
            <li key={section.difficulty}>
              {section.count} {section.title.toLowerCase()}
            </li>
          ))}
          <li>{puzzleCount} solutions</li>
        </ul>
        <p>
          <a className="button button--primary" href={links.puzzleBook2023Pdf}>
            {puzzlesPage.bookLinkLabel}
          </a>
        </p>
      </section>

      <section className="card" aria-labelledby="sample-heading">
        <h2 id="sample-heading">{puzzlesPage.sampleHeading}</h2>
        <p id="sample-help">{puzzlesPage.sampleText}</p>
        <SamplePuzzle />
      </section>
    </div>
  );
}
