export function ComingSoonPage({ name }: { name: string }) {
  return (
    <section aria-labelledby="coming-soon-title" className="demo-page">
      <h1 id="coming-soon-title">{name}</h1>
      <p className="demo-empty">This part of the kit is on its way. The navigation keeps its place so the merchant app does not change shape when it lands.</p>
    </section>
  );
}
