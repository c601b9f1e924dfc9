import { useDemoText } from '../text';

export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const text = useDemoText();
  return (
    <main className="demo-signin">
      <div className="demo-panel demo-signin-panel">
        <img src="/favicon.svg" alt="" width="48" height="48" />
        <h1>{text.signIn.title}</h1>
        <p className="demo-muted">{text.signIn.intro}</p>
        <form
          className="demo-form"
          onSubmit={(event) => {
            event.preventDefault();
            void fetch('/api/login', { method: 'POST' }).then(onSignedIn);
          }}
        >
          <div className="demo-field">
            <label htmlFor="demo-email">{text.signIn.email}</label>
            <input id="demo-email" className="demo-input" type="email" defaultValue="owner@northwind.example" autoComplete="email" />
          </div>
          <button type="submit" className="demo-button demo-button-primary">
            {text.signIn.submit}
          </button>
        </form>
        <p className="demo-muted demo-small">{text.signIn.note}</p>
      </div>
    </main>
  );
}
