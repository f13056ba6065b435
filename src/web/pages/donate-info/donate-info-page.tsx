import { donateInfo } from '../../../../content/donate';
import { Link } from '../../router/link';
import { DonateWays } from './donate-ways';
import './donate-info.css';

export default function DonateInfoPage() {
  return (
    <section className="card" aria-labelledby="donate-heading">
      <h1 id="donate-heading">Donate</h1>
      <p>{donateInfo.intro}</p>
      <DonateWays />
      {/* Where a donor sees their donation (and everyone else's) once it is in, and what they may win. */}
      <ul className="donate-info__more">
        <li>
          <Link to="/donations">{donateInfo.seeDonations}</Link>
        </li>
        <li>
          <Link to="/prizes">{donateInfo.seePrizes}</Link>
        </li>
      </ul>
    </section>
  );
}
