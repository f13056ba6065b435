import { donateInfo } from '../../../../content/donate';
import { bitsInMessage, parseMarkCell } from '../../../domain/mark-cell';
import { Card } from '../../components/card';
import { CheerDemo } from './cheer-demo';

export function BitsHelp() {
  const command = donateInfo.exampleCommand;
  const example = parseMarkCell(command, bitsInMessage(command), {
    minimumBits: donateInfo.markCellMinimumBits,
    gridSize: donateInfo.markCellGridSize,
  });
  // The example lives in content/; a typo there must show up in the build's tests, not as a blank demo.
  if (!example.ok)
    throw new Error(`content/donate.ts: the example command does not mark a cell (${example.reason})`);
  const { row, column } = example.cell;
  return (
    <Card id="markcell-heading" level={2} heading="Mark a cell on stream" className="bits-help">
      <p>Type this in our Twitch chat while we are live:</p>
      <p className="bits-help__command">
        <code>{donateInfo.exampleCommand}</code>
      </p>
      <dl className="bits-help__parts">
        <dt>
          <code>Cheer{donateInfo.markCellMinimumBits}</code>
        </dt>
        <dd>
          A cheer of at least {donateInfo.markCellMinimumBits} bits. Bigger cheers work too, and several
          cheers in one message add up.
        </dd>
        <dt>
          <code>!markcell</code>
        </dt>
        <dd>The command that asks for a cell to be marked.</dd>
        <dt>
          <code>
            r{row}c{column}
          </code>
        </dt>
        <dd>
          The cell: row {row}, column {column}. Rows count from the top and columns from the left, 1 to 9.
        </dd>
      </dl>
      <p>
        With at least {donateInfo.markCellMinimumBits} bits plus a row and column, that cell is highlighted on
        the grid on stream, for the solver and everyone watching.
      </p>
      <CheerDemo command={donateInfo.exampleCommand} cell={example.cell} />
    </Card>
  );
}
