import { donateInfo } from '../../../../content/donate';
import { links } from '../../../../content/links';
import { Link } from '../../router/link';

/**
 * The two ways to give (docs/product/donations-and-incentives.md, "Ways to give"): donate directly, or use
 * bits.
 */
export function DonateWays({ onBitsPage = false }: { onBitsPage?: boolean }) {
  return (
    <div className="donate-ways">
      <section className="donate-way" aria-labelledby="donate-directly-heading">
        <h2 id="donate-directly-heading">Donate directly</h2>
        <p>
          Give any amount by card or wallet. You can add a message for the stream and pick an incentive: vote
          in a bid war, unlock a puzzle, and more.
        </p>
        <p className="donate-way__actions">
          <Link className="button button--primary" to="/donate/card">
            Donate by card
          </Link>
          <a className="button" href={links.directDonation} target="_blank" rel="noopener noreferrer">
            Our donation page
          </a>
        </p>
      </section>
      <section className="donate-way" aria-labelledby="donate-bits-heading">
        <h2 id="donate-bits-heading">Subscribe and use bits</h2>
        <p>
          Subscribe to our Twitch channel, or cheer with bits in its chat while we are live. A cheer of{' '}
          {donateInfo.markCellMinimumBits} bits or more can even mark a cell on the puzzle we are solving.
        </p>
        <p className="donate-way__actions">
          <a className="button" href={links.eventChannelUrl} target="_blank" rel="noopener noreferrer">
            Our Twitch channel
          </a>
          {!onBitsPage && (
            <Link className="button" to="/donate/bits">
              How bits work
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
