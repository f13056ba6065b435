import {
  blocks2024,
  sponsors2024,
  stream2024,
  streamers2024,
  videos2024,
} from '../../../../content/stream-2024';
import { Card } from '../../components/card';
import { NameList, VideosAndSponsors } from '../../components/highlight-lists';
import { SolvedBlocks } from './solved-blocks';

export default function Stream2024Page() {
  return (
    <div className="stream-2024">
      <Card id="stream-2024-heading" level={1} heading={stream2024.title}>
        <p>{stream2024.intro}</p>
      </Card>

      <VideosAndSponsors year={2024} videos={videos2024} sponsors={sponsors2024} />

      <Card id="streamers-2024-heading" level={2} heading={streamers2024.title}>
        <NameList names={streamers2024.names} />
      </Card>

      <Card id="solved-heading" level={2} heading="Puzzles solved, block by block">
        <SolvedBlocks blocks={blocks2024} />
      </Card>
    </div>
  );
}
