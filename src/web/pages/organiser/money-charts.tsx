import { useMemo } from 'react';
import type { RaisedBar, TicketDay } from '../../../contracts/show-overview';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { zoneAbbreviation } from '../../../domain/time-zone';
import { BarChart } from './bar-chart';
import { useOrganiserTimes } from './organiser-time';

// The overview's pictures (docs/product/organisers.md, "The dashboard"), drawn from the same answer as its
// totals. Days and hours are the edition's zone's, like every time on the dashboard.

/** The charts' day and hour labels in one zone, made once per zone: formatters are slow to make. */
function formatsFor(zone: string) {
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
  return {
    dayTick: (ms: number) => dayTick.format(ms),
    dayLabel: (ms: number) => dayLabel.format(ms),
    tick: (bar: RaisedBar) => (bar.bucket === 'hour' ? hourTick : dayTick).format(Date.parse(bar.start)),
    label: (bar: RaisedBar) => {
      const start = Date.parse(bar.start);
      return bar.bucket === 'hour'
        ? `${hourLabel.format(start)} ${zoneAbbreviation(start, zone)} (stream)`
        : dayLabel.format(start);
    },
  };
}

const useChartFormats = () => {
  const { timeZone } = useOrganiserTimes();
  return useMemo(() => formatsFor(timeZone), [timeZone]);
};

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
// The axis has little room: whole dollars.
const axisUsd = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

export function RaisedChart({ bars }: { bars: readonly RaisedBar[] }) {
  const formats = useChartFormats();
  return (
    <BarChart
      title="Money raised over time (per day, per hour during the stream)"
      rowHeading="Day or stream hour"
      series={[{ name: 'Raised', tone: 'money' }]}
      extraHeadings={['Raised so far']}
      rows={bars.map((bar) => ({
        tick: formats.tick(bar),
        label: formats.label(bar),
        values: [bar.amount],
        extra: [usd(bar.running)],
      }))}
      format={(value) => (Number.isInteger(value) ? axisUsd(value) : usd(value))}
      empty="Nothing raised yet."
    />
  );
}

export function TicketSalesChart({ days }: { days: readonly TicketDay[] }) {
  const formats = useChartFormats();
  return (
    <BarChart
      title="Tickets sold per day"
      rowHeading="Day"
      series={[
        { name: 'In person', tone: 'in-person' },
        { name: 'Livestream', tone: 'livestream' },
      ]}
      rows={days.map((day) => ({
        tick: formats.dayTick(Date.parse(day.day)),
        label: formats.dayLabel(Date.parse(day.day)),
        values: [day.inPerson, day.livestream],
      }))}
      format={(value) => String(value)}
      whole
      empty="No tickets sold yet."
    />
  );
}
