export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Privacy Policy</h1>
      </div>
    </section>
  )
}
