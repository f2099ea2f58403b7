export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Terms and Conditions</h1>
      </div>
    </section>
  )
}
