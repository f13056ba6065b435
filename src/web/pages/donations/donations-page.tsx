import { Link } from 'react-router';

// The list itself arrives with the donations API (issue: donations); until then the page says what will
// appear here rather than showing made-up entries.
export default function DonationsPage() {
  return (
    <section className="card" aria-labelledby="donations-heading">
      <h1 id="donations-heading">Recent donations</h1>
      <p>Donations will appear here, newest first, once donations open.</p>
      <p>
        Want to be the first? See <Link to="/donate">how to donate</Link>.
      </p>
    </section>
  );
}
