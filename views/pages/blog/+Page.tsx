export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Our Blog</h1>
      </div>
    </section>
  )
}
