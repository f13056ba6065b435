import {
  blocks2024,
  sponsors2024,
  stream2024,
  streamers2024,
  videos2024,
} from '../../../../content/stream-2024';
import { NameList, PastSponsorList, VideoList } from '../../components/highlight-lists';
import { SolvedBlocks } from './solved-blocks';

export default function Stream2024Page() {
  return (
    <div className="stream-2024">
      <section className="card" aria-labelledby="stream-2024-heading">
        <h1 id="stream-2024-heading">{stream2024.title}</h1>
        <p>{stream2024.intro}</p>
      </section>

      <section className="card" aria-labelledby="videos-2024-heading">
        <h2 id="videos-2024-heading">Highlight videos</h2>
        <VideoList videos={videos2024} />
      </section>

      <section className="card" aria-labelledby="sponsors-2024-heading">
        <h2 id="sponsors-2024-heading">Sponsors</h2>
        <PastSponsorList sponsors={sponsors2024} />
      </section>

      <section className="card" aria-labelledby="streamers-2024-heading">
        <h2 id="streamers-2024-heading">{streamers2024.title}</h2>
        <NameList names={streamers2024.names} />
      </section>

      <section className="card" aria-labelledby="solved-heading">
        <h2 id="solved-heading">Puzzles solved, block by block</h2>
        <SolvedBlocks blocks={blocks2024} />
      </section>
    </div>
  );
}
