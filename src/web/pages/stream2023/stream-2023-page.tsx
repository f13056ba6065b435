import { links } from '../../../../content/links';
import { credits2023, sponsors2023, stream2023, videos2023 } from '../../../../content/stream-2023';
import { CreditLists, PastSponsorList, VideoList } from '../../components/highlight-lists';

export default function Stream2023Page() {
  return (
    <div className="stream-2023">
      <section className="card" aria-labelledby="stream-2023-heading">
        <h1 id="stream-2023-heading">{stream2023.title}</h1>
        <p>{stream2023.intro}</p>
      </section>

      <section className="card" aria-labelledby="puzzle-book-heading">
        <h2 id="puzzle-book-heading">{stream2023.puzzleBook.title}</h2>
        <p>{stream2023.puzzleBook.text}</p>
        <p>
          <a className="button button--primary" href={links.puzzleBook2023Pdf} download>
            {stream2023.puzzleBook.linkLabel}
          </a>
        </p>
      </section>

      <section className="card" aria-labelledby="videos-2023-heading">
        <h2 id="videos-2023-heading">Highlight videos</h2>
        <VideoList videos={videos2023} />
      </section>

      <section className="card" aria-labelledby="sponsors-2023-heading">
        <h2 id="sponsors-2023-heading">Sponsors</h2>
        <PastSponsorList sponsors={sponsors2023} />
      </section>

      <section className="card" aria-labelledby="credits-2023-heading">
        <h2 id="credits-2023-heading">Credits</h2>
        <CreditLists groups={credits2023} />
      </section>
    </div>
  );
}
