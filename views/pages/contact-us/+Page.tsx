export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Contact Us</h1>
      </div>
    </section>
  )
}
