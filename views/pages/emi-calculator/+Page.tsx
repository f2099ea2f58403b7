export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>EMI Calculator</h1>
      </div>
    </section>
  )
}
