import { edition } from '../../../../content/edition';
import type { RaisedBar, TicketDay } from '../../../contracts/show-overview';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { zoneAbbreviation } from '../../../domain/time-zone';
import { BarChart } from './bar-chart';

// The overview's pictures (docs/product/organisers.md, "The dashboard"), drawn from the same answer as its
// totals. Days and hours are Boston's, like every time on the dashboard.

const zone = edition.timeZone;
const dayTick = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: zone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const hourTick = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric' });
const hourLabel = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric' });

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
// The axis has little room: whole dollars.
const axisUsd = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

function barLabel(bar: RaisedBar) {
  const start = new Date(bar.start);
  return bar.bucket === 'hour'
    ? `${hourLabel.format(start)} ${zoneAbbreviation(start.getTime(), zone)} (stream)`
    : dayLabel.format(start);
}

export function RaisedChart({ bars }: { bars: readonly RaisedBar[] }) {
  return (
    <BarChart
      title="Money raised over time (per day, per hour during the stream)"
      rowHeading="Day or stream hour"
      series={[{ name: 'Raised', tone: 'money' }]}
      extraHeadings={['Raised so far']}
      rows={bars.map((bar) => ({
        tick:
          bar.bucket === 'hour' ? hourTick.format(new Date(bar.start)) : dayTick.format(new Date(bar.start)),
        label: barLabel(bar),
        values: [bar.amount],
        extra: [usd(bar.running)],
      }))}
      format={(value) => (Number.isInteger(value) ? axisUsd(value) : usd(value))}
      empty="Nothing raised yet."
    />
  );
}

export function TicketSalesChart({ days }: { days: readonly TicketDay[] }) {
  return (
    <BarChart
      title="Tickets sold per day"
      rowHeading="Day"
      series={[
        { name: 'In person', tone: 'in-person' },
        { name: 'Livestream', tone: 'livestream' },
      ]}
      rows={days.map((day) => ({
        tick: dayTick.format(new Date(day.day)),
        label: dayLabel.format(new Date(day.day)),
        values: [day.inPerson, day.livestream],
      }))}
      format={(value) => String(value)}
      whole
      empty="No tickets sold yet."
    />
  );
}
