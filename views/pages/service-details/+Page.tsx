export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Loan Services</h1>
      </div>
    </section>
  )
}
