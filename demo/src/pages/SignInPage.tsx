export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <main className="demo-signin">
      <h1>Northwind Outfitters</h1>
      <p>Sign in to the merchant dashboard. The demo has one user; the backend only mints shipping tokens for signed-in users.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void fetch('/api/login', { method: 'POST' }).then(onSignedIn);
        }}
      >
        <label htmlFor="demo-email">Email</label>
        <input id="demo-email" type="email" defaultValue="owner@northwind.example" autoComplete="email" />
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}
