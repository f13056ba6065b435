import { donateInfo } from '../../../../content/donate';
import { Card } from '../../components/card';
import { BitsHelp } from './bits-help';
import { CheerStatus } from './cheer-status';
import { DonateWays } from './donate-ways';
import './donate-info.css';

/** The same donation information as /donate, followed by the bits help. */
export default function DonateBitsPage() {
  return (
    <>
      <Card id="donate-heading" level={1} heading="Donate with bits">
        <p>{donateInfo.intro}</p>
        <DonateWays onBitsPage />
      </Card>
      <BitsHelp />
      <CheerStatus />
    </>
  );
}
