// Preloaded into a fresh server (node --import) to run it at another moment: the server renders pages
// with its own clock, so a page's look before an event can only be seen on a server that lives then.
// MOVED_CLOCK_MS is where the clock starts; from there it runs at its normal pace.
const offset = Number(process.env.MOVED_CLOCK_MS) - Date.now();
const RealDate = Date;

class MovedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = MovedDate;
