import { changeNoticeSchema } from '../../../contracts/organiser-edits';
import { useEditionReload } from '../../lib/edition/use-edition';
import { readWith } from '../../lib/socket-readers';
import { useRealtimeEvent } from '../../lib/use-realtime';

const readNotice = readWith(changeNoticeSchema);

/**
 * An organiser's screen stays open for days (the door's phone, the hosts' tablet, the dashboard): when an
 * edition is made current, its name, zone and times follow at once, not at the next reload. Making an
 * edition current tells every page the schedule changed (server/editions); reading the edition again on
 * a schedule edit costs one small cached answer.
 */
export function useFollowEditionSwitch() {
  useRealtimeEvent('schedule-changed', readNotice, useEditionReload());
}
