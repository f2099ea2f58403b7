export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Dashboard</h1>
      </div>
    </section>
  )
}
