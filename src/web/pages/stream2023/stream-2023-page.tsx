import { links } from '../../../../content/links';
import { credits2023, sponsors2023, stream2023, videos2023 } from '../../../../content/stream-2023';
import { Card } from '../../components/card';
import { CreditLists, VideosAndSponsors } from '../../components/highlight-lists';

export default function Stream2023Page() {
  return (
    <div className="stream-2023">
      <Card id="stream-2023-heading" level={1} heading={stream2023.title}>
        <p>{stream2023.intro}</p>
      </Card>

      <Card id="puzzle-book-heading" level={2} heading={stream2023.puzzleBook.title}>
        <p>{stream2023.puzzleBook.text}</p>
        <p>
          <a className="button button--primary" href={links.puzzleBook2023Pdf} download>
            {stream2023.puzzleBook.linkLabel}
          </a>
        </p>
      </Card>

      <VideosAndSponsors year={2023} videos={videos2023} sponsors={sponsors2023} />

      <Card id="credits-2023-heading" level={2} heading="Credits">
        <CreditLists groups={credits2023} />
      </Card>
    </div>
  );
}
