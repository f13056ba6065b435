import { type BooksStatus, compareNowResponseSchema } from '../../../contracts/books';
import { Card } from '../../components/card';
import { FormStatus } from '../../components/forms';
import { organiserPost } from './organiser-api';
import { OrganiserTime } from './organiser-time';
import { useOrganiserAction } from './use-organiser-action';

// Books that match PayPal (docs/product/organisers.md, "Books that match PayPal"): the sweep compares
// once a day; "Compare now" runs it at once, at most once a minute.

function BooksLine({ books }: { books: BooksStatus | undefined }) {
  if (!books) return <p aria-busy="true">…</p>;
  switch (books.state) {
    case 'never':
      return <p>Not compared with PayPal yet.</p>;
    case 'match':
      return (
        <p>
          Books match PayPal up to <OrganiserTime iso={books.comparedTo} />, where PayPal's data ends
          (compared <OrganiserTime iso={books.at} />
          ).
        </p>
      );
    case 'failed':
      return (
        <p className="org-warning">
          Could not compare with PayPal at <OrganiserTime iso={books.at} />: {books.reason}
        </p>
      );
    case 'differences':
      return (
        <>
          <p className="org-warning">
            {books.differences.length === 1 ? '1 difference' : `${books.differences.length} differences`}{' '}
            between PayPal and our books up to <OrganiserTime iso={books.comparedTo} />, where PayPal's data
            ends (compared <OrganiserTime iso={books.at} />
            ):
          </p>
          <ul>
            {books.differences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </>
      );
  }
}

export function BooksPanel({
  pass,
  books,
  onCompared,
}: {
  pass: string;
  books: BooksStatus | undefined;
  onCompared(): void;
}) {
  const compare = useOrganiserAction(onCompared);
  const compareNow = () =>
    void compare.run(async () => {
      await organiserPost('/api/organiser/books/compare', pass, {}, compareNowResponseSchema);
      return 'Compared with PayPal.';
    });
  return (
    <Card id="org-books-heading" level={2} heading="Books and PayPal" className="org-no-print">
      <BooksLine books={books} />
      <button type="button" className="button" disabled={compare.busy} onClick={compareNow}>
        Compare now
      </button>
      <FormStatus status={compare.status} alertOnError />
    </Card>
  );
}
