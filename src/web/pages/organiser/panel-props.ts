/** What the dashboard hands a room's panel that reads and changes organiser data. */
export interface DashboardPanelProps {
  /** The organiser token or crew pass the panel reads and writes with. */
  pass: string;
  /** Bumped when another panel changed something this one shows: it reads again. */
  version: number;
  /** Called after this panel changed something other panels show. */
  onChanged(): void;
}
