import type { TeamMember } from '../../../domain/edition';
import type { Guest } from '../../../domain/info-content';

export function GuestList({ guests }: { guests: Guest[] }) {
  return (
    <ul className="people">
      {guests.map((guest) => (
        <li key={guest.name} className="people__person">
          <span className="people__name">{guest.name}</span>
          <span className="people__note">{guest.note}</span>
        </li>
      ))}
    </ul>
  );
}

export function TeamList({ team }: { team: TeamMember[] }) {
  return (
    <ul className="people people--team">
      {team.map((member) => (
        <li key={member.name} className="people__person">
          <span className="people__name">{member.name}</span>
          <span className="people__note">{member.role}</span>
        </li>
      ))}
    </ul>
  );
}
