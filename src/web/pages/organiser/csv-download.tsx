/** Hands a CSV text to the browser as a download named `filename`. */
function saveCsv(csv: string, filename: string) {
  // The byte-order mark makes Excel read the file as UTF-8, so accented names survive.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The "Download CSV" button of a list; `csv` is called on the click, with the rows shown then. */
export function CsvDownloadButton({
  csv,
  filename,
  empty,
}: {
  csv(): string;
  filename: string;
  empty: boolean;
}) {
  return (
    <button type="button" className="button" onClick={() => saveCsv(csv(), filename)} disabled={empty}>
      Download CSV
    </button>
  );
}
