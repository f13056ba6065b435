/** The foot of an organiser's own screen (check-in, reading donations): back to the dashboard, or sign out. */
export function ScreenFooter({ className, onSignOut }: { className: string; onSignOut(): void }) {
  return (
    <footer className={className}>
      <a href="/organiser">Dashboard</a>
      <button type="button" className="button" onClick={onSignOut}>
        Sign out
      </button>
    </footer>
  );
}
