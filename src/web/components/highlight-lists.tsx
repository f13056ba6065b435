import type { CreditGroup, PastSponsor, Video } from '../../domain/info-content';
import { Card } from './card';
import './highlight-lists.css';

// Lists shared by the pages of past streams (/stream2023, /stream2024). Every outside link opens in a
// new tab so the visitor keeps their place in the list.

function VideoList({ videos }: { videos: Video[] }) {
  return (
    <ol className="video-list">
      {videos.map((video) => (
        <li key={video.href}>
          <a href={video.href} target="_blank" rel="noopener noreferrer">
            <span className="video-list__play" aria-hidden="true" />
            {video.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

function PastSponsorList({ sponsors }: { sponsors: PastSponsor[] }) {
  return (
    <ul className="past-sponsors">
      {sponsors.map((sponsor) => (
        <li key={sponsor.label}>
          <a href={sponsor.href} target="_blank" rel="noopener noreferrer">
            {sponsor.label}
          </a>
          <span>{sponsor.note}</span>
        </li>
      ))}
    </ul>
  );
}

/** A heading per group and its names; headings sit one level under the section's own heading. */
export function CreditLists({ groups }: { groups: CreditGroup[] }) {
  return (
    <div className="credit-lists">
      {groups.map((group) => (
        <div key={group.title}>
          <h3>{group.title}</h3>
          <NameList names={group.names} />
        </div>
      ))}
    </div>
  );
}

export function NameList({ names }: { names: string[] }) {
  return (
    <ul className="name-list">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** The cards every past stream page has: that year's highlight videos and its sponsors. */
export function VideosAndSponsors({
  year,
  videos,
  sponsors,
}: {
  year: number;
  videos: Video[];
  sponsors: PastSponsor[];
}) {
  return (
    <>
      <Card id={`videos-${year}-heading`} level={2} heading="Highlight videos">
        <VideoList videos={videos} />
      </Card>

      <Card id={`sponsors-${year}-heading`} level={2} heading="Sponsors">
        <PastSponsorList sponsors={sponsors} />
      </Card>
    </>
  );
}
