import { useEffect, useId, useRef } from 'react';
import { links } from '../../../content/links';
import { loadScript } from '../lib/load-script';
import './live-player.css';

interface TwitchEmbedOptions {
  channel: string;
  width: number | string;
  height: number | string;
  autoplay: boolean;
  muted: boolean;
  parent: string[];
}
declare global {
  interface Window {
    Twitch?: { Embed: new (elementId: string, options: TwitchEmbedOptions) => unknown };
  }
}

const embedScript = 'https://embed.twitch.tv/embed/v1.js';

interface LivePlayerProps {
  channel?: string;
  autoplay?: boolean;
  muted?: boolean;
  width?: number;
  height?: number;
}

/**
 * The event channel's live player (Twitch embed). If the script cannot load (offline, blocked), that is
 * only logged, and the box keeps a plain link to the channel.
 */
export function LivePlayer({
  channel = links.eventChannel,
  autoplay = true,
  muted = false,
  width = 940,
  height = 480,
}: LivePlayerProps) {
  const id = `twitch-${useId().replace(/:/g, '')}`;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    loadScript(embedScript).then(
      () => {
        if (cancelled || !window.Twitch || !box.current) return;
        box.current.replaceChildren();
        new window.Twitch.Embed(id, {
          channel,
          width: '100%',
          height: '100%',
          autoplay,
          muted,
          parent: [location.hostname],
        });
      },
      (error: unknown) => console.error('The live player could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, [id, channel, autoplay, muted]);

  return (
    <div className="live-player" style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}>
      <div id={id} ref={box} className="live-player__frame">
        <a href={`https://www.twitch.tv/${channel}`} target="_blank" rel="noopener noreferrer">
          Watch the {channel} channel on Twitch
        </a>
      </div>
    </div>
  );
}
