import type { Link } from '../src/domain/edition';

// Every outside address the site links to. Keep them here so a new edition changes one file.
export const links = {
  merch: 'https://merch.gridgathering.example/',
  newsletter: 'https://newsletter.gridgathering.example/subscribe',
  hotelBooking: 'https://hotel.gridgathering.example/book',
  /** Served from content/public; /program redirects here. */
  programPdf: '/files/program-2025.pdf',
  survey: 'https://forms.gridgathering.example/survey-2025',
  nearbyAttractionsPdf: '/files/nearby-attractions.pdf',
  /** The free puzzle book of the 2023 fundraiser (over 100 puzzles), offered on /stream2023 and /puzzles. */
  puzzleBook2023Pdf: '/files/puzzle-book-2023.pdf',
  directDonation: 'https://donate.gridgathering.example/',
  backupRegistration: 'https://tickets.gridgathering.example/',
  /** Where highlights of past streams are collected. */
  highlightsChannel: 'https://www.youtube.com/@gridgathering/videos',
  /** The event channel on the live video site (Twitch): embedded on home and /about. */
  eventChannel: 'gridgathering',
  eventChannelUrl: 'https://www.twitch.tv/gridgathering',
};

/** Footer social links, opened in a new tab. */
export const socialLinks: Link[] = [
  { label: 'Bluesky', href: 'https://bsky.app/profile/gridgathering.example' },
  { label: 'Discord', href: 'https://discord.gg/gridgathering-demo' },
  { label: 'Twitch', href: 'https://www.twitch.tv/gridgathering' },
  { label: 'X', href: 'https://x.com/gridgathering' },
  { label: 'YouTube', href: 'https://www.youtube.com/@gridgathering' },
];
