export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Easy, Fast &amp; Hassle-Free Loans – Just for You!</h1>
      </div>
    </section>
  )
}
