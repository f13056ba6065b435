import { donateInfo } from '../../../../content/donate';
import { BitsHelp } from './bits-help';
import { CheerStatus } from './cheer-status';
import { DonateWays } from './donate-ways';
import './donate-info.css';

/** The same donation information as /donate, followed by the bits help. */
export default function DonateBitsPage() {
  return (
    <>
      <section className="card" aria-labelledby="donate-heading">
        <h1 id="donate-heading">Donate with bits</h1>
        <p>{donateInfo.intro}</p>
        <DonateWays onBitsPage />
      </section>
      <BitsHelp />
      <CheerStatus />
    </>
  );
}
