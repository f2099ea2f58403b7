export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>About Us</h1>
      </div>
    </section>
  )
}
