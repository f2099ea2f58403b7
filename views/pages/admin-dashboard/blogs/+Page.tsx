export function Page() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Blogs</h1>
      </div>
    </section>
  )
}
