import type { StreamBlock } from '../../../domain/info-content';
import './solved-blocks.css';

export function SolvedBlocks({ blocks }: { blocks: StreamBlock[] }) {
  return (
    <div className="solved-blocks">
      {blocks.map((block) => (
        <section key={block.title} className="solved-block" aria-label={block.title}>
          <h3>
            {block.title} <span className="solved-block__when">{block.when}</span>
          </h3>
          <ol>
            {block.puzzles.map((puzzle) => (
              <li key={puzzle.title}>
                <span className="solved-block__puzzle">{puzzle.title}</span> by {puzzle.author}
                <span className="solved-block__solver">solved by {puzzle.solvedBy}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
