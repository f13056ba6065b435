import { donateInfo } from '../../../../content/donate';
import { Card } from '../../components/card';
import { Link } from '../../router/link';
import { DonateWays } from './donate-ways';
import './donate-info.css';

export default function DonateInfoPage() {
  return (
    <Card id="donate-heading" level={1} heading="Donate">
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
    </Card>
  );
}
