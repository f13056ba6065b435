import { donateInfo } from '../../../../content/donate';
import { DonateWays } from './donate-ways';
import './donate-info.css';

export default function DonateInfoPage() {
  return (
    <section className="card" aria-labelledby="donate-heading">
      <h1 id="donate-heading">Donate</h1>
      <p>{donateInfo.intro}</p>
      <DonateWays />
    </section>
  );
}
