import { links } from '../../../../content/links';
import { puzzleBook2023, puzzlesPage } from '../../../../content/puzzles';
import { Card } from '../../components/card';
import { SamplePuzzle } from './sample-puzzle';
import './puzzles-page.css';

export default function PuzzlesPage() {
  const puzzleCount = puzzleBook2023.sections.reduce((sum, section) => sum + section.count, 0);
  return (
    <div className="puzzles">
      <Card id="puzzles-heading" level={1} heading={puzzlesPage.heading}>
        <p>{puzzlesPage.intro}</p>
      </Card>

      <Card id="puzzle-book-heading" level={2} heading={puzzlesPage.bookHeading} className="puzzles__book">
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
      </Card>

      <Card id="sample-heading" level={2} heading={puzzlesPage.sampleHeading}>
        <p id="sample-help">{puzzlesPage.sampleText}</p>
        <SamplePuzzle />
      </Card>
    </div>
  );
}
